// The company's legal details and the operating facts the legal pages state (imprint, privacy policy,
// cookie policy, third-party terms), kept in ONE place and passed into the messages as parameters.
//
// SAMPLE DATA: every `placeholder(...)` below is a visible stand-in such as "[Company name GmbH]".
// Replace each one with the real value (a plain string, or `{ en, de }` where the wording differs
// per language) before the site goes live; docs/legal.md says what each field needs.
// `npm run test:unit` lists the fields that are still placeholders (tests/unit/legal-entity.test.ts).
import * as v from 'valibot'
import type { Locale } from '../i18n/locale.ts'
import { keysOf, recordOf } from '../lib/typed-object.ts'

export interface Localized {
  en: string
  de: string
}
/** A stand-in for a value the operator still has to fill in, shown in square brackets. */
export interface Placeholder extends Localized {
  placeholder: true
}
export type LegalValue = string | Localized | Placeholder

const placeholder = (en: string, de: string): Placeholder => ({ placeholder: true, en, de })

export const legalEntity = {
  /** Full company name with legal form, as in the commercial register. */
  company: placeholder('[Company name GmbH]', '[Firmenname GmbH]'),
  street: placeholder('[Street and number]', '[Straße und Hausnummer]'),
  /** Postcode and city. */
  city: placeholder('[Postcode and city]', '[PLZ und Ort]'),
  country: { en: 'Germany', de: 'Deutschland' },
  /** Managing directors (Geschäftsführer) who represent the company. */
  managingDirectors: placeholder('[Names of the managing directors]', '[Namen der Mitglieder der Geschäftsführung]'),
  registerCourt: placeholder('[Register court, e.g. Amtsgericht Charlottenburg (Berlin)]', '[Registergericht, z. B. Amtsgericht Charlottenburg (Berlin)]'),
  registerNumber: placeholder('[HRB number]', '[HRB-Nummer]'),
  /** VAT identification number (§ 27a UStG), e.g. DE123456789. */
  vatId: placeholder('[VAT ID]', '[USt-IdNr.]'),
  phone: placeholder('[Phone number]', '[Telefonnummer]'),
  email: placeholder('[Email address]', '[E-Mail-Adresse]'),
  /** Address for data protection requests (may be the same as `email`). */
  privacyEmail: placeholder('[Email address for data protection requests]', '[E-Mail-Adresse für Datenschutzanfragen]'),
  /** Person responsible for editorial content (§ 18(2) MStV): name and address. */
  contentResponsible: placeholder('[Name, address as above]', '[Name, Anschrift wie oben]'),
  /** The data protection officer's name and contact, or a sentence saying none is required. */
  dataProtectionOfficer: placeholder(
    '[Name and contact details of the data protection officer – or: “We are not required to appoint a data protection officer.”]',
    '[Name und Kontaktdaten der oder des Datenschutzbeauftragten – oder: „Wir sind nicht verpflichtet, eine Datenschutzbeauftragte oder einen Datenschutzbeauftragten zu benennen.“]',
  ),
  /** The company hosting the website and its database: name, registered office, server location. */
  hosting: placeholder('[Hosting provider, registered office; servers in: EU country]', '[Hosting-Anbieter, Sitz; Serverstandort: EU-Land]'),
  /** The company hosting the platform (the product, not this website) and the data kept in it: name, server location. */
  platformHosting: placeholder('[Hosting provider of the platform; servers in: EU country]', '[Hosting-Anbieter der Plattform; Serverstandort: EU-Land]'),
  /** Who runs the language models the platform's agents use, and where (FAQ, security page): name, server location. */
  languageModels: placeholder(
    '[Provider of the language models and the location of its servers]',
    '[Anbieter der Sprachmodelle und Standort seiner Server]',
  ),
  /** What the hosting provider logs of a visit itself, beyond the reverse proxy's and the application's logs: a sentence. */
  hostingLogs: placeholder(
    '[What the hosting provider logs of a visit itself, as a sentence – e.g. “Our hosting provider keeps no logs of its own about your visit.”]',
    '[Was der Hosting-Anbieter selbst über einen Besuch protokolliert, als Satz – z. B. „Unser Hosting-Anbieter führt über Ihren Besuch keine eigenen Protokolle.“]',
  ),
  /** How long the hosting keeps server log files. */
  logRetention: placeholder('[7 days]', '[7\u00a0Tage]'),
  /** The provider of the external meeting scheduler (SCHEDULER_URL): name and registered office. */
  scheduler: placeholder('[Scheduling provider, registered office]', '[Anbieter des Terminplaners, Sitz]'),
  /** The scheduler provider's role: usually our processor under a data processing agreement. */
  schedulerRole: placeholder(
    '[our processor under a data processing agreement (Art.\u00a028 GDPR)]',
    '[unser Auftragsverarbeiter auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art.\u00a028 DSGVO)]',
  ),
  /** Whether the scheduler provider transfers data to a third country, and on which safeguard. */
  schedulerTransfers: placeholder(
    '[It stores and processes the data in the EU; nothing is transferred to a third country. – or: It transfers data to [country] on the basis of [the EU–US Data Privacy Framework / standard contractual clauses].]',
    '[Er speichert und verarbeitet die Daten in der EU; nichts wird in ein Drittland übermittelt. – oder: Er übermittelt Daten nach [Land] auf Grundlage [des EU-US Data Privacy Framework / von Standardvertragsklauseln].]',
  ),
  /** How long MailerLite keeps sign-ups that were never confirmed (an account setting or a routine of
   *  yours; our own database deletes every sign-up after OUTBOX_RETENTION_DAYS). */
  unconfirmedSignupRetention: placeholder('[30 days]', '[30\u00a0Tage]'),
  /**
   * The tools ANALYTICS_SCRIPT_URL and CONVERSION_SCRIPT_URL load after consent: name, provider with
   * registered office and, if any, the third country data goes to and on which safeguard. The banner
   * and the policies name a tool only while its address is set (and say "none at present" otherwise),
   * so a placeholder here blocks a launch only then.
   */
  analyticsTool: placeholder(
    '[Analytics tool: name, provider, registered office; third country and safeguard, if any]',
    '[Analysewerkzeug: Name, Anbieter, Sitz; ggf. Drittland und Garantie]',
  ),
  conversionTool: placeholder(
    '[Conversion measurement: name, provider, registered office; third country and safeguard, if any]',
    '[Conversion-Messung: Name, Anbieter, Sitz; ggf. Drittland und Garantie]',
  ),
  /** The data protection authority responsible for the company's registered office. */
  supervisoryAuthority: {
    en: 'the Berlin Commissioner for Data Protection and Freedom of Information (Berliner Beauftragte für Datenschutz und Informationsfreiheit)',
    de: 'die Berliner Beauftragte für Datenschutz und Informationsfreiheit',
  },
} satisfies Record<string, LegalValue>

export type LegalField = keyof typeof legalEntity

/** When each legal text last changed (YYYY-MM-DD); update it with every change of the text. */
export const legalTextDates = {
  privacy: '2026-11-28',
  cookies: '2026-11-28',
  imprint: '2026-11-27',
  thirdPartyTerms: '2026-11-28',
} as const

export const isPlaceholder = (value: LegalValue): value is Placeholder => typeof value === 'object' && 'placeholder' in value

/** A field's text in a language. */
export function legalText(value: LegalValue, locale: Locale): string {
  return typeof value === 'string' ? value : value[locale]
}

/** Every field as text in one language, ready to pass into the messages as parameters. */
export function legalDetails(locale: Locale): Record<LegalField, string> {
  return recordOf(keysOf(legalEntity), (field) => legalText(legalEntity[field], locale))
}

/** The fields that describe a tool, and the address that switches the tool on. */
const toolFields: Record<string, keyof Tracking> = { analyticsTool: 'analyticsScriptUrl', conversionTool: 'conversionScriptUrl' }
type Tracking = { analyticsScriptUrl?: string; conversionScriptUrl?: string }

/**
 * The fields that still hold a placeholder (the operator's to-do list). Given the configured `tracking`,
 * a tool's field counts only while the tool's address is set: the texts name it only then.
 */
export function unsetLegalFields(entity: Record<string, LegalValue> = legalEntity, tracking?: Tracking): string[] {
  return Object.entries(entity)
    .filter(([, value]) => isPlaceholder(value))
    .filter(([field]) => {
      const address = toolFields[field]
      return tracking === undefined || address === undefined || tracking[address] !== undefined
    })
    .map(([field]) => field)
}

// The shape the test checks; real values for the fields with a known format must have that format.
const Text = v.pipe(v.string(), v.trim(), v.nonEmpty())
const LocalizedText = v.strictObject({ en: Text, de: Text })
const PlaceholderText = v.strictObject({
  placeholder: v.literal(true),
  en: v.pipe(Text, v.regex(/^\[.+\]$/, 'a placeholder in square brackets')),
  de: v.pipe(Text, v.regex(/^\[.+\]$/, 'a placeholder in square brackets')),
})
const Value = (real: v.GenericSchema<string> = Text) => v.union([real, LocalizedText, PlaceholderText])
const IsoDate = v.pipe(v.string(), v.isoDate())

export const LegalEntitySchema = v.strictObject({
  company: Value(),
  street: Value(),
  city: Value(),
  country: Value(),
  managingDirectors: Value(),
  registerCourt: Value(),
  registerNumber: Value(v.pipe(Text, v.regex(/^HRB \d+( [A-Z])?$/, 'a register number such as "HRB 123456 B"'))),
  vatId: Value(v.pipe(Text, v.regex(/^DE\d{9}$/, 'a German VAT ID such as DE123456789'))),
  phone: Value(v.pipe(Text, v.regex(/^\+?[\d ()/-]{6,}$/, 'a phone number'))),
  email: Value(v.pipe(Text, v.email())),
  privacyEmail: Value(v.pipe(Text, v.email())),
  contentResponsible: Value(),
  dataProtectionOfficer: Value(),
  hosting: Value(),
  platformHosting: Value(),
  languageModels: Value(),
  hostingLogs: Value(),
  logRetention: Value(),
  scheduler: Value(),
  schedulerRole: Value(),
  schedulerTransfers: Value(),
  unconfirmedSignupRetention: Value(),
  analyticsTool: Value(),
  conversionTool: Value(),
  supervisoryAuthority: Value(),
})

export const LegalTextDatesSchema = v.strictObject({ privacy: IsoDate, cookies: IsoDate, imprint: IsoDate, thirdPartyTerms: IsoDate })
