import { expect, test } from 'vitest'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import { isSchedulingLabel } from '../support/scheduling-phrases.ts'

test.each([
  'Book demo',
  'Book a demo',
  'BOOK YOUR DEMO now',
  'Contact us',
  'See the product in action',
  'See product in action',
  'Demo buchen',
  'Jetzt Termin buchen',
  'Kontaktiere uns',
  'Kontaktieren Sie uns',
  'Das Produkt in Aktion sehen',
  'Die Plattform live erleben',
  'Book\n demo',
])('"%s" opens the scheduler', (label) => {
  expect(isSchedulingLabel(label)).toBe(true)
})

test.each(['Read more', 'Our product', 'Demonstration', 'Booking terms', 'Kontakt', 'Mehr erfahren', 'Facebook demo'])(
  '"%s" does not',
  (label) => {
    expect(isSchedulingLabel(label)).toBe(false)
  },
)

test('the site’s own scheduling labels are recognised in both languages', () => {
  for (const messages of [en, de]) {
    for (const key of ['common_book_demo', 'common_footer_contact', 'pages_calc_cta_product'] as const) {
      expect(isSchedulingLabel(messages[key]), `${key}: ${messages[key]}`).toBe(true)
    }
  }
})
