import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { jobs } from '../../app/content/jobs.ts'
import { jobPostings } from '../../app/seo/job-postings.ts'
import { faqPage, organization } from '../../app/seo/structured-data.ts'
import { stringMatching } from '../support/matchers.ts'
import { itemAt } from '../support/item-at.ts'

const site = {
  brandName: 'Acme Health',
  siteUrl: 'https://acme.example',
  social: { linkedin: 'https://l.example', instagram: 'https://i.example', youtube: 'https://y.example' },
}

test('sample roles are never published as JobPosting', () => {
  // Whatever mix of sample and real roles the content holds: only the real ones are published.
  const samples = jobs.map((job) => ({ ...job, sample: true }))
  expect(jobPostings(site, samples, 'en')).toEqual([])
  expect(jobPostings(site, jobs, 'en')).toHaveLength(jobs.filter((job) => !job.sample).length)
})

test('a real role becomes a JobPosting with the fields Google requires', () => {
  const remote = { ...itemAt(jobs, 0), sample: false }
  const office = { ...itemAt(jobs, 1), sample: false }
  const [remotePosting, officePosting] = jobPostings(
    site,
    [
      { ...remote, workplace: 'remote-eu' },
      { ...office, workplace: 'hybrid' },
    ],
    'de',
  )
  for (const posting of [remotePosting, officePosting]) {
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      hiringOrganization: { name: 'Acme Health' },
      datePosted: stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
    expect(String(posting?.description)).toMatch(/^<p>/)
    expect(String(posting?.url)).toMatch(/^https:\/\/acme\.example\/de\/karriere#/)
  }
  expect(remotePosting).toMatchObject({ jobLocationType: 'TELECOMMUTE' })
  expect(remotePosting).not.toHaveProperty('jobLocation')
  expect(officePosting).toMatchObject({
    jobLocation: [{ address: { addressLocality: 'Berlin', addressCountry: 'DE' } }],
  })
  expect(remotePosting?.title).toBe(remote.title.de)
})

test('FAQPage lists each question with its answer', () => {
  expect(faqPage([{ question: 'Where?', answer: '<p>In the EU.</p>' }])).toEqual({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: [
      { '@type': 'Question', name: 'Where?', acceptedAnswer: { '@type': 'Answer', text: '<p>In the EU.</p>' } },
    ],
  })
})

test('the Organization logo is a PNG of at least 112 × 112 px, as Google asks', () => {
  const logo = organization(site).logo
  expect(typeof logo).toBe('string')
  const path = new URL(String(logo)).pathname
  const png = readFileSync(`public${path}`)
  // The PNG signature, then the IHDR chunk: width and height as 32-bit big-endian integers.
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(112)
  expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(112)
})
