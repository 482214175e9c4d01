// The seven blog categories of SPEC section 2, with their name and URL slug per language.
// Edit here; `npm run db:seed` writes them to the database.
export interface CategoryContent {
  key: string
  en: { slug: string; name: string }
  de: { slug: string; name: string }
}

export const categoryContent: CategoryContent[] = [
  {
    key: 'compliance-regulation',
    en: { slug: 'compliance-and-regulation', name: 'Compliance and regulation' },
    de: { slug: 'compliance-und-regulierung', name: 'Compliance und Regulierung' },
  },
  {
    key: 'healthcare-content',
    en: { slug: 'healthcare-content', name: 'Healthcare content: problems and solutions' },
    de: { slug: 'healthcare-content', name: 'Healthcare-Content: Probleme und Lösungen' },
  },
  {
    key: 'roi-efficiency',
    en: { slug: 'roi-and-efficiency', name: 'ROI and efficiency' },
    de: { slug: 'roi-und-effizienz', name: 'ROI und Effizienz' },
  },
  {
    key: 'tool-comparisons',
    en: { slug: 'tool-comparisons-and-setup', name: 'Tool comparisons and setup' },
    de: { slug: 'tool-vergleiche-und-einrichtung', name: 'Tool-Vergleiche und Einrichtung' },
  },
  {
    key: 'target-groups',
    en: { slug: 'target-groups-and-messaging', name: 'Target groups and messaging' },
    de: { slug: 'zielgruppen-und-botschaften', name: 'Zielgruppen und Botschaften' },
  },
  {
    key: 'automation-workflows',
    en: { slug: 'automation-and-workflows', name: 'Automation and workflows' },
    de: { slug: 'automatisierung-und-workflows', name: 'Automatisierung und Workflows' },
  },
  { key: 'other', en: { slug: 'other', name: 'Other' }, de: { slug: 'sonstiges', name: 'Sonstiges' } },
]
