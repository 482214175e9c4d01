// Open roles on the careers page. Each entry also carries what a schema.org JobPosting needs
// (employment type, workplace and office, date posted), so structured data can be built from here.
//
// SAMPLE DATA: the roles below are examples written to build and review the page. Replace them with
// the real openings and set `sample: false`; a role marked as sample is shown with a note and must not
// be published as a JobPosting.
import type { Job } from './company-schemas.ts'

/**
 * SAMPLE: where applications go. A placeholder on the reserved `.example` domain (mail to it is never
 * delivered); replace it with the real recruiting address before publishing.
 */
export const APPLICATION_EMAIL = 'jobs@lifescience-agents.example'
export const APPLICATION_EMAIL_IS_SAMPLE: boolean = true

const berlin = { locality: 'Berlin', countryCode: 'DE' }

export const jobs: Job[] = [
  {
    id: 'founding-full-stack-engineer',
    title: { en: 'Founding Full-Stack Engineer', de: 'Founding Full-Stack Engineer (m/w/d)' },
    subtitle: {
      en: 'TypeScript, React and LLM agents – build the product with the founders',
      de: 'TypeScript, React und LLM-Agenten – entwickeln Sie das Produkt gemeinsam mit dem Gründungsteam',
    },
    mission: [
      {
        en: 'Our agents plan campaigns, write content and check it against regulatory rules. You will shape how marketing teams work with them: from the brand hub and asset library to the approval workflow.',
        de: 'Unsere Agenten planen Kampagnen, schreiben Inhalte und prüfen sie auf regulatorische Vorgaben. Sie gestalten, wie Marketingteams mit ihnen arbeiten – vom Brand Hub über die Asset-Bibliothek bis zum Freigabeprozess.',
      },
      {
        en: 'As one of the first engineers you own features end to end – database, API, interface and the prompts behind them – and decide with us how the platform grows.',
        de: 'Als eine der ersten Personen im Engineering verantworten Sie Features von Anfang bis Ende – Datenbank, API, Oberfläche und die Prompts dahinter – und entscheiden mit, wie die Plattform wächst.',
      },
    ],
    offer: [
      { en: 'Meaningful equity as an early team member', de: 'Eine nennenswerte Beteiligung am Unternehmen als frühes Teammitglied' },
      { en: 'A competitive salary and 30 days of holiday', de: 'Ein marktgerechtes Gehalt und 30 Urlaubstage' },
      { en: 'Work from our Berlin office or remotely anywhere in the EU', de: 'Arbeit in unserem Berliner Büro oder remote aus der gesamten EU' },
      { en: 'A yearly learning budget and the hardware you choose', de: 'Ein jährliches Weiterbildungsbudget und Hardware nach Wahl' },
    ],
    expect: [
      { en: 'Several years of building web products with TypeScript, React and PostgreSQL', de: 'Mehrere Jahre Erfahrung in der Entwicklung von Webprodukten mit TypeScript, React und PostgreSQL' },
      { en: 'Hands-on experience with large language models in production', de: 'Praktische Erfahrung mit großen Sprachmodellen im Produktivbetrieb' },
      { en: 'A commitment to accuracy, privacy and accessible interfaces', de: 'Hohe Ansprüche an Genauigkeit, Datenschutz und Barrierefreiheit' },
      { en: 'Fluent English; German is a plus', de: 'Fließendes Englisch; Deutsch ist von Vorteil' },
    ],
    employmentType: 'FULL_TIME',
    workplace: 'remote-eu',
    location: berlin,
    datePosted: '2026-11-02',
    sample: true,
  },
  {
    id: 'healthcare-marketing-success-manager',
    title: { en: 'Healthcare Marketing Success Manager', de: 'Healthcare Marketing Success Manager (m/w/d)' },
    subtitle: {
      en: 'Help pharma and MedTech marketing teams get real results from AI agents',
      de: 'Begleiten Sie Marketingteams aus Pharma und MedTech zu messbaren Ergebnissen mit KI-Agenten',
    },
    mission: [
      {
        en: 'You are the person our customers trust: you onboard marketing teams, set up their brand hub and compliance rules, and turn their first campaign on the platform into a success.',
        de: 'Sie sind die Vertrauensperson unserer Kunden: Sie begleiten Marketingteams beim Einstieg, richten Brand Hub und Compliance-Regeln ein und machen die erste Kampagne auf der Plattform zum Erfolg.',
      },
      {
        en: 'You bring what you learn back to product and engineering, so the agents get better for every team.',
        de: 'Ihre Erfahrungen aus dem Kundenalltag tragen Sie zurück in Produkt und Entwicklung, damit die Agenten für jedes Team besser werden.',
      },
    ],
    offer: [
      { en: 'A key role with direct influence on product and customers', de: 'Eine Schlüsselrolle mit direktem Einfluss auf Produkt und Kunden' },
      { en: 'A competitive salary, a share in the company and 30 days of holiday', de: 'Ein marktgerechtes Gehalt, eine Unternehmensbeteiligung und 30 Urlaubstage' },
      { en: 'Hybrid work from our Berlin office', de: 'Hybrides Arbeiten in unserem Berliner Büro' },
      { en: 'A yearly learning budget, for example for regulatory training', de: 'Ein jährliches Weiterbildungsbudget, etwa für regulatorische Schulungen' },
    ],
    expect: [
      { en: 'At least three years in pharma, MedTech or healthcare marketing, at a company or an agency', de: 'Mindestens drei Jahre Erfahrung im Pharma-, MedTech- oder Healthcare-Marketing, im Unternehmen oder in einer Agentur' },
      { en: 'Working knowledge of promotional review and advertising rules for medicines', de: 'Praxiswissen zu Freigabeprozessen und zum Heilmittelwerberecht' },
      { en: 'Curiosity for AI tools and the patience to teach them to others', de: 'Neugier auf KI-Werkzeuge und die Geduld, sie anderen zu vermitteln' },
      { en: 'Fluent German and English', de: 'Verhandlungssicheres Deutsch und Englisch' },
    ],
    employmentType: 'FULL_TIME',
    workplace: 'hybrid',
    location: berlin,
    datePosted: '2026-11-02',
    sample: true,
  },
  {
    id: 'working-student-marketing',
    title: { en: 'Student Assistant, Marketing (part-time)', de: 'Werkstudent Marketing (m/w/d)' },
    subtitle: {
      en: '15–20 hours a week: content, social media and events for a health-tech start-up',
      de: '15–20 Stunden pro Woche: Content, Social Media und Events für ein Health-Tech-Start-up',
    },
    mission: [
      {
        en: 'You help us tell our story: you plan and write articles, newsletters and social posts – with our own agents – and measure what works.',
        de: 'Sie helfen uns, unsere Geschichte zu erzählen: Sie planen und schreiben Artikel, Newsletter und Social-Media-Beiträge – mit unseren eigenen Agenten – und messen, was wirkt.',
      },
    ],
    offer: [
      { en: 'Real responsibility from your first week', de: 'Echte Verantwortung ab der ersten Woche' },
      { en: 'Flexible hours around your lectures and exams', de: 'Flexible Arbeitszeiten, abgestimmt auf Vorlesungen und Prüfungen' },
      { en: 'A close look at how a start-up is built', de: 'Einblick aus erster Hand in den Aufbau eines Start-ups' },
    ],
    expect: [
      { en: 'Enrolled in marketing, communication, life sciences or a related field', de: 'Ein laufendes Studium in Marketing, Kommunikation, Life Sciences oder einem verwandten Fach' },
      { en: 'A good feel for language in German and English', de: 'Sprachgefühl auf Deutsch und Englisch' },
      { en: 'Interest in healthcare and in AI', de: 'Interesse an Gesundheitsthemen und an KI' },
    ],
    employmentType: 'PART_TIME',
    workplace: 'hybrid',
    location: berlin,
    datePosted: '2026-11-09',
    sample: true,
  },
]
