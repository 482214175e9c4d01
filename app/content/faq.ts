// The FAQ (a question and either a plain answer or an answer in HTML), per language.
// Marketers edit the items here. HTML answers may use <p>, <ul>/<ol>/<li>, <strong>, <em>, <br> and
// <a href> (internal links use the page's path in that language); the server sanitises them before
// they reach a page (app/faq/faq.server.ts). tests/unit/content-faq.test.ts validates this file.
//
// SAMPLE STATEMENTS: the answers say what the platform does (security, hosting, training, AI marking,
// time to start, pricing). Each is a statement of fact the company confirms before launch
// (docs/legal.md, section 4); where the platform works differently, change the answer.
import * as v from 'valibot'
import { legalEntity, legalText } from './legal-entity.ts'

// Who runs the language models and where: one fact, kept with the company's details (a visible
// [placeholder] until the operator fills it in; the launch check blocks it).
const languageModels = (locale: 'en' | 'de') => legalText(legalEntity.languageModels, locale)

const Text = v.pipe(v.string(), v.trim(), v.nonEmpty())

/** One language of an item: exactly one of `answer` (plain text) or `answerHtml`. */
export const FaqEntrySchema = v.union([
  v.strictObject({ question: Text, answer: Text }),
  v.strictObject({ question: Text, answerHtml: Text }),
])

export const FaqItemSchema = v.strictObject({
  /** Stable identifier, also the anchor of the item on the page. */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  en: FaqEntrySchema,
  de: FaqEntrySchema,
})

export const FaqSchema = v.pipe(v.array(FaqItemSchema), v.minLength(1))

export type FaqEntry = v.InferOutput<typeof FaqEntrySchema>
export type FaqItem = v.InferOutput<typeof FaqItemSchema>
/** One item in one language, as pages receive it (HTML answers sanitised). */
export type FaqView = FaqEntry & { id: string }

export const faqItems: FaqItem[] = [
  {
    id: 'data-security',
    en: {
      question: 'How is our data protected?',
      answer:
        'Your brand hub, assets and drafts are stored on servers in the EU and travel only over encrypted connections. Only the people you invite to your workspace have access, and you decide who may edit, review or approve.',
    },
    de: {
      question: 'Wie sind unsere Daten geschützt?',
      answer:
        'Ihr Brand Hub, Ihre Assets und Entwürfe liegen auf Servern in der EU und werden ausschließlich verschlüsselt übertragen. Zugriff haben nur die Personen, die Sie in Ihren Workspace einladen – und Sie legen fest, wer bearbeiten, prüfen oder freigeben darf.',
    },
  },
  {
    id: 'gdpr',
    en: {
      question: 'How does the platform handle personal data?',
      answerHtml:
        '<p>Under the EU General Data Protection Regulation (GDPR) and under contract: where we process personal data on your behalf, we conclude a data processing agreement with you (Art.\u00a028 GDPR), and the platform processes the data on servers in the EU.</p><p>Which data this website processes, and why, is explained in our <a href="/privacy-policy">privacy policy</a>.</p>',
    },
    de: {
      question: 'Wie geht die Plattform mit personenbezogenen Daten um?',
      answerHtml:
        '<p>Nach der Datenschutz-Grundverordnung (DSGVO) und auf vertraglicher Grundlage: Soweit wir personenbezogene Daten in Ihrem Auftrag verarbeiten, schließen wir mit Ihnen einen Auftragsverarbeitungsvertrag nach Art.\u00a028 DSGVO, und die Plattform verarbeitet die Daten auf Servern in der EU.</p><p>Welche Daten diese Website verarbeitet und wozu, lesen Sie in unserer <a href="/de/datenschutz">Datenschutzerklärung</a>.</p>',
    },
  },
  {
    id: 'hosting',
    en: {
      question: 'Where is our data hosted?',
      answer: `The platform runs on servers in the EU, and everything you keep in it – brand hub, asset library, drafts and approvals – is stored there. The language models our agents work with are run by ${languageModels('en')}.`,
    },
    de: {
      question: 'Wo werden unsere Daten gehostet?',
      answer: `Die Plattform läuft auf Servern in der EU, und alles, was Sie darin ablegen – Brand Hub, Asset-Bibliothek, Entwürfe und Freigaben –, wird dort gespeichert. Die Sprachmodelle, mit denen unsere Agenten arbeiten, betreibt ${languageModels('de')}.`,
    },
  },
  {
    id: 'training-data',
    en: {
      question: 'Is our content used to train AI models?',
      answer:
        'No. Your briefs, documents, drafts and approved assets are not used to train AI models. They serve one purpose only: the work you do in your own workspace.',
    },
    de: {
      question: 'Werden unsere Inhalte zum Training von KI-Modellen verwendet?',
      answer:
        'Nein. Ihre Briefings, Dokumente, Entwürfe und freigegebenen Assets werden nicht zum Training von KI-Modellen verwendet. Sie dienen ausschließlich der Arbeit in Ihrem eigenen Workspace.',
    },
  },
  {
    id: 'integration',
    en: {
      question: 'Does it work with our existing DAM and tools?',
      answerHtml:
        '<p>Yes. The integrated digital asset management brings your existing images, documents and references into the workflow, so the agents work with approved material rather than copies. Typical starting points:</p><ul><li>importing brand guidelines, approved claims and templates into the brand hub</li><li>connecting your existing DAM or file storage</li><li>exporting approved assets to the channels and systems you already use</li></ul><p>We’ll work out together in the demo which connections suit your set-up.</p>',
    },
    de: {
      question: 'Funktioniert die Plattform mit unserem bestehenden DAM und unseren Tools?',
      answerHtml:
        '<p>Ja. Das integrierte Digital Asset Management bindet Ihre vorhandenen Bilder, Dokumente und Referenzen in den Workflow ein – so arbeiten die Agenten mit freigegebenem Material statt mit Kopien. Typische Ausgangspunkte:</p><ul><li>Markenrichtlinien, freigegebene Claims und Vorlagen in den Brand Hub übernehmen</li><li>Ihr bestehendes DAM oder Ihre Dateiablage anbinden</li><li>Freigegebene Assets in die Kanäle und Systeme exportieren, die Sie bereits nutzen</li></ul><p>Welche Anbindungen zu Ihrer Systemlandschaft passen, klären wir gemeinsam in der Demo.</p>',
    },
  },
  {
    id: 'human-review',
    en: {
      question: 'Does the compliance agent replace our medical, legal and regulatory review?',
      answer:
        'No. The compliance agent checks every piece before it goes to review – for regulatory fit, medical accuracy, readability and SEO – and marks what needs attention, such as a claim without a reference or missing mandatory information. The medical-legal-regulatory (MLR) review and the final approval stay with your qualified experts. Because fewer issues reach them, they need fewer feedback loops.',
    },
    de: {
      question: 'Ersetzt der Compliance-Agent unsere medizinische, rechtliche und regulatorische Prüfung?',
      answer:
        'Nein. Der Compliance-Agent prüft jedes Asset, bevor es in die Freigabe geht – auf regulatorische Vorgaben, medizinische Korrektheit, Lesbarkeit und SEO – und markiert, was Aufmerksamkeit braucht, etwa eine Aussage ohne Beleg oder fehlende Pflichtangaben. Die MLR-Prüfung (Medical, Legal, Regulatory) und die finale Freigabe bleiben bei Ihren qualifizierten Fachleuten. Weil weniger Beanstandungen bei ihnen ankommen, braucht es weniger Korrekturschleifen.',
    },
  },
  {
    id: 'ai-marking',
    en: {
      question: 'How does the platform mark AI-generated content?',
      answerHtml:
        '<p>As the EU AI Act requires of providers of generative AI (Art.\u00a050(2)), the platform marks content our agents generate as AI-generated in a machine-readable way – in the platform and in the metadata of the files you export. It also records which agent drafted an asset and who in your team edited, reviewed and approved it.</p><p>Whether a published asset also needs a visible label depends on Art.\u00a050(4) and is your responsibility as the deployer who publishes it; the compliance agent points out where one is expected. Our <a href="/blog/ai-content-platform-evaluation-checklist">checklist for choosing an AI content platform</a> explains the rules.</p>',
    },
    de: {
      question: 'Wie kennzeichnet die Plattform KI-generierte Inhalte?',
      answerHtml:
        '<p>Wie es der EU AI Act von Anbietern generativer KI verlangt (Art.\u00a050 Abs.\u00a02), kennzeichnet die Plattform Inhalte, die unsere Agenten erzeugen, maschinenlesbar als KI-generiert – in der Plattform und in den Metadaten der Dateien, die Sie exportieren. Außerdem hält sie fest, welcher Agent ein Asset entworfen hat und wer in Ihrem Team es bearbeitet, geprüft und freigegeben hat.</p><p>Ob ein veröffentlichtes Asset zusätzlich sichtbar gekennzeichnet werden muss, richtet sich nach Art.\u00a050 Abs.\u00a04 AI Act; das zu prüfen ist Ihre Aufgabe als Betreiber, der es veröffentlicht. Der Compliance-Agent weist darauf hin, wo eine Kennzeichnung erwartet wird. Die Regeln erklärt unsere <a href="/de/blog/ki-content-plattform-auswaehlen-checkliste">Checkliste zur Auswahl einer KI-Content-Plattform</a>.</p>',
    },
  },
  {
    id: 'time-to-start',
    en: {
      question: 'How quickly can we start?',
      answer:
        'In about 5 minutes. Log in, add your brand guidelines to the brand hub and let the agents draft your first campaign ideas. There is nothing to install.',
    },
    de: {
      question: 'Wie schnell können wir starten?',
      answer:
        'In rund 5\u00a0Minuten: anmelden, Markenrichtlinien im Brand Hub hinterlegen und die ersten Kampagnenideen von den Agenten entwerfen lassen. Installieren müssen Sie nichts.',
    },
  },
  {
    id: 'pricing',
    en: {
      question: 'What does the platform cost?',
      answerHtml:
        '<p>The price depends on the size of your team and the scope you need. In a short demo we look at your use case, then send you a tailored quote. <a href="/book-demo">Book a demo</a>, or first estimate your savings with the <a href="/business-value-calculator">business value calculator</a>.</p>',
    },
    de: {
      question: 'Was kostet die Plattform?',
      answerHtml:
        '<p>Der Preis richtet sich nach der Größe Ihres Teams und dem Umfang, den Sie brauchen. In einer kurzen Demo besprechen wir Ihren Anwendungsfall und schicken Ihnen danach ein passendes Angebot. <a href="/de/demo-buchen">Demo buchen</a> – oder schätzen Sie Ihr Einsparpotenzial vorab mit dem <a href="/de/business-value-rechner">Business-Value-Rechner</a> ab.</p>',
    },
  },
]
