// The team and the mentors on the about-us page.
//
// SAMPLE DATA: every person below is invented (names, careers, portraits), so the page can be built
// and reviewed before the real team is published. Replace the entries here – and the portraits in
// public/images/team/ – then set `sample: false`; the page stops showing its sample-data note when no
// entry is marked as sample any more. Portraits: square, served from our own origin.
import type { Mentor, TeamMember } from './company-schemas.ts'

const portrait = (id: string) => ({ src: `/images/team/${id}.svg`, width: 240, height: 240 })

export const teamMembers: TeamMember[] = [
  {
    id: 'lena-hartmann',
    name: 'Dr. Lena Hartmann',
    role: { en: 'Co-founder and CEO', de: 'Mitgründerin und CEO' },
    bio: {
      en: 'Molecular biologist turned brand lead: Lena spent nine years launching oncology and rare-disease brands at a mid-sized pharma company, where she learned how much of a marketer’s week goes into review loops. She leads strategy, customers and the company.',
      de: 'Von der Molekularbiologie ins Brand-Management: Lena hat neun Jahre lang bei einem mittelständischen Pharmaunternehmen Marken in der Onkologie und bei seltenen Erkrankungen eingeführt – und erlebt, wie viel Zeit im Marketing in Korrekturschleifen verloren geht. Sie verantwortet Strategie, Kunden und das Unternehmen.',
    },
    image: portrait('lena-hartmann'),
    profileUrl: 'https://profiles.lifescience-agents.example/lena-hartmann',
    sample: true,
  },
  {
    id: 'jonas-weber',
    name: 'Jonas Weber',
    role: { en: 'Co-founder and CTO', de: 'Mitgründer und CTO' },
    bio: {
      en: 'Jonas built language models for clinical documentation before co-founding the company. He leads engineering and makes sure our agents stay accurate, explainable and hosted on servers in the EU.',
      de: 'Jonas hat Sprachmodelle für die klinische Dokumentation entwickelt, bevor er das Unternehmen mitgegründet hat. Er leitet die Entwicklung und sorgt dafür, dass unsere Agenten präzise und nachvollziehbar arbeiten und auf Servern in der EU laufen.',
    },
    image: portrait('jonas-weber'),
    profileUrl: 'https://profiles.lifescience-agents.example/jonas-weber',
    sample: true,
  },
  {
    id: 'amira-nasser',
    name: 'Amira Nasser',
    role: { en: 'Head of Regulatory and Compliance', de: 'Leiterin Regulatory und Compliance' },
    bio: {
      en: 'A pharmacist by training, Amira reviewed promotional material in medical-legal-regulatory teams for more than ten years. She turns advertising law and industry codes into the rules our compliance agent checks against.',
      de: 'Amira ist Apothekerin und hat über zehn Jahre lang in Medical-, Legal- und Regulatory-Teams Werbematerialien geprüft. Sie übersetzt das Heilmittelwerberecht und die Branchenkodizes in die Regeln, nach denen unser Compliance-Agent prüft.',
    },
    image: portrait('amira-nasser'),
    sample: true,
  },
  {
    id: 'felix-brandt',
    name: 'Felix Brandt',
    role: { en: 'Head of Growth', de: 'Leiter Marketing und Wachstum' },
    bio: {
      en: 'Felix has marketed B2B software to hospitals and MedTech companies across the DACH region. He runs our own marketing – with our own agents – and looks after partners and the referral programme.',
      de: 'Felix hat B2B-Software für Kliniken und MedTech-Unternehmen in der DACH-Region vermarktet. Er verantwortet unser eigenes Marketing – mit unseren eigenen Agenten – und betreut Partner und das Empfehlungsprogramm.',
    },
    image: portrait('felix-brandt'),
    profileUrl: 'https://profiles.lifescience-agents.example/felix-brandt',
    sample: true,
  },
]

export const mentors: Mentor[] = [
  {
    id: 'katharina-roth',
    name: 'Prof. Dr. Katharina Roth',
    role: { en: 'Professor of Health Economics', de: 'Professorin für Gesundheitsökonomie' },
    bio: {
      en: 'Katharina researches how new products reach patients in European health systems and sat on the supervisory board of a medical devices manufacturer. She advises us on market access and evidence.',
      de: 'Katharina erforscht, wie neue Produkte in europäischen Gesundheitssystemen bei Patientinnen und Patienten ankommen, und war Aufsichtsrätin eines Medizinprodukteherstellers. Sie berät uns zu Marktzugang und Evidenz.',
    },
    image: portrait('katharina-roth'),
    sample: true,
  },
  {
    id: 'matthias-engel',
    name: 'Dr. Matthias Engel',
    role: { en: 'Former VP Marketing Europe, pharma', de: 'Ehemaliger VP Marketing Europa, Pharma' },
    bio: {
      en: 'Matthias led marketing teams in twelve European countries for a global pharma company. He challenges our product from the point of view of the people who buy it.',
      de: 'Matthias hat für ein globales Pharmaunternehmen Marketingteams in zwölf europäischen Ländern geführt. Er prüft unser Produkt aus der Sicht derer, die es einkaufen.',
    },
    image: portrait('matthias-engel'),
    sample: true,
  },
  {
    id: 'sophie-laurent',
    name: 'Sophie Laurent',
    role: { en: 'Digital health founder and angel investor', de: 'Digital-Health-Gründerin und Business Angel' },
    bio: {
      en: 'Sophie founded and sold a telemedicine company and now invests in early-stage health technology. She mentors us on building a company in a regulated market.',
      de: 'Sophie hat ein Telemedizin-Unternehmen gegründet und verkauft und investiert heute in junge Health-Tech-Unternehmen. Als Mentorin begleitet sie uns beim Aufbau eines Unternehmens in einem regulierten Markt.',
    },
    image: portrait('sophie-laurent'),
    sample: true,
  },
]
