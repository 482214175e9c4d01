// The call-to-action rule: a button whose label carries a booking or contact phrase
// opens the external scheduler. The site decides that in code (app/scheduling/SchedulerLink.tsx);
// the tests use these phrases to check that every such label is wired to the scheduler. The phrases
// are matched on a normalised label (lower case, single spaces), with the articles and formal forms
// a translator naturally writes ("Book a demo", "Kontaktieren Sie uns", "Das Produkt in Aktion sehen",
// and the German copy's own "see the product in action": "Die Plattform live erleben").
const schedulingPhrases: readonly RegExp[] = [
  /\bbook (a |your )?demo\b/,
  /\bcontact us\b/,
  /\bsee (the )?product in action\b/,
  /\bdemo buchen\b/,
  /\btermin buchen\b/,
  /\bkontaktiere uns\b/,
  /\bkontaktieren sie uns\b/,
  /\bprodukt in aktion\b/,
  /\bplattform live erleben\b/,
]

export function isSchedulingLabel(label: string): boolean {
  const normalised = label.toLocaleLowerCase('de').replace(/\s+/g, ' ').trim()
  return schedulingPhrases.some((phrase) => phrase.test(normalised))
}
