// Implementation partners on the partners page: consultancies and agencies that help customers
// roll out the platform.
//
// SAMPLE DATA: the partners below are invented (names, histories, logos). Replace them with the real
// partners – logos go to public/images/partners/ – and set `sample: false`; the page stops showing its
// sample-data note when no entry is marked as sample any more.
import type { Partner } from './company-schemas.ts'

const logo = (id: string) => ({ src: `/images/partners/${id}.svg`, width: 320, height: 96 })

export const partners: Partner[] = [
  {
    id: 'lindqvist-healthcare-consulting',
    name: 'Lindqvist Healthcare Consulting',
    specialization: { en: 'Pharma marketing strategy and organisation', de: 'Strategie und Organisation im Pharmamarketing' },
    description: {
      en: 'With more than 30 years of consulting experience in pharma and medical devices, Lindqvist helps marketing and medical teams redesign how campaigns are planned, reviewed and approved – and brings the platform into that new process.',
      de: 'Mit über 30\u00a0Jahren Beratungserfahrung in Pharma und Medizintechnik unterstützt Lindqvist Marketing- und Medical-Teams dabei, Planung, Prüfung und Freigabe von Kampagnen neu aufzustellen – und verankert die Plattform in diesem neuen Prozess.',
    },
    expertise: [
      { en: 'Marketing operating models', de: 'Organisations- und Betriebsmodelle im Marketing' },
      { en: 'Medical-legal-regulatory review processes', de: 'Medical-Legal-Regulatory-Freigabeprozesse' },
      { en: 'Change management and training', de: 'Change-Management und Schulungen' },
    ],
    support: {
      en: 'Runs the kick-off workshop, maps your approval workflow onto the platform and trains brand and medical teams.',
      de: 'Leitet den Einführungsworkshop, bildet Ihren Freigabeprozess auf der Plattform ab und schult Brand- und Medical-Teams.',
    },
    additionalExpertise: [
      { en: 'Launch planning for prescription medicines', de: 'Launch-Planung für verschreibungspflichtige Arzneimittel' },
      { en: 'Interim marketing leadership', de: 'Interim-Management im Marketing' },
    ],
    logo: logo('lindqvist-healthcare-consulting'),
    comingSoon: false,
    sample: true,
  },
  {
    id: 'nordlicht-health-communications',
    name: 'Nordlicht Health Communications',
    specialization: { en: 'Omnichannel content for healthcare brands', de: 'Omnichannel-Content für Healthcare-Marken' },
    description: {
      en: 'A Hamburg agency for healthcare communication that produces campaigns for patients and healthcare professionals. Its editors work on the platform with their clients, from the brand hub to the approved asset.',
      de: 'Eine Hamburger Agentur für Gesundheitskommunikation, die Kampagnen für Patientinnen, Patienten und Fachkreise umsetzt. Ihre Redaktion arbeitet gemeinsam mit den Kunden auf der Plattform – vom Brand Hub bis zum freigegebenen Asset.',
    },
    expertise: [
      { en: 'Content strategy for patients and healthcare professionals', de: 'Content-Strategie für Patientinnen, Patienten und Fachkreise' },
      { en: 'Social media and newsletters', de: 'Social Media und Newsletter' },
      { en: 'Setting up brand hubs and tone of voice', de: 'Aufbau von Brand Hubs und Tonalität' },
    ],
    support: {
      en: 'Sets up your brand hub with your guidelines and produces the first campaigns together with your team.',
      de: 'Richtet Ihren Brand Hub mit Ihren Markenrichtlinien ein und setzt die ersten Kampagnen gemeinsam mit Ihrem Team um.',
    },
    logo: logo('nordlicht-health-communications'),
    comingSoon: false,
    sample: true,
  },
  {
    id: 'kessler-data-integration',
    name: 'Kessler Data Integration',
    specialization: { en: 'Integration with DAM, CRM and approval systems', de: 'Integration mit DAM-, CRM- und Freigabesystemen' },
    description: {
      en: 'An IT service provider for regulated industries that connects the platform with existing digital asset management, CRM and review systems – hosted in the EU and documented for validation.',
      de: 'Ein IT-Dienstleister für regulierte Branchen, der die Plattform an bestehende Digital-Asset-Management-, CRM- und Freigabesysteme anbindet – in der EU gehostet und für die Validierung dokumentiert.',
    },
    expertise: [
      { en: 'System integration and single sign-on', de: 'Systemintegration und Single Sign-on' },
      { en: 'Data migration of existing assets', de: 'Migration bestehender Assets' },
      { en: 'Computer system validation', de: 'Computersystemvalidierung' },
    ],
    logo: logo('kessler-data-integration'),
    comingSoon: true,
    sample: true,
  },
]
