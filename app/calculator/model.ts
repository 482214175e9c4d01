// The business value model: what a marketing team spends on content today and with the platform.
// Pure and deterministic. Every number is a named constant tied to a claim of the copy (recorded in
// app/content/claims.ts) or to a stated assumption; the page's "How we calculate" section prints
// these values.
import { claims, claimValue } from '../content/claims.ts'

/**
 * What the product copy claims (app/content/claims.ts), as numbers. The model reads each on the safe
 * side: "faster" as speed (not as time saved), and a claim that says "up to" only as the upper
 * bound, never as the value it assumes.
 */
export const CLAIMS = {
  /** "70 % faster content creation": 1.7 times the speed, i.e. the same work in 1 ÷ 1.7 of the time. */
  contentCreationSpeedup: claimValue(claims.contentCreation.figure),
  /** "3× fewer compliance feedback loops": review rounds per piece ÷ 3. */
  feedbackLoopDivisor: claimValue(claims.complianceLoops.figure),
  /** "Up to 60 % shorter approvals": the best case, not the value the model assumes (see ASSUMPTIONS). */
  approvalReductionMax: claimValue(claims.approvals.figure),
  /** "40 % fewer resources": external (agency) budget × (1 − 0.4). */
  resourceReduction: claimValue(claims.resources.figure),
} as const

/** Assumptions about a typical healthcare marketing team today (a starting point to refine). */
export const ASSUMPTIONS = {
  /** Our assumption for approvals: half of the claimed maximum ("up to 60 %"), not a measured value. */
  assumedApprovalReduction: CLAIMS.approvalReductionMax / 2,
  /** Hours to brief, write and design one content piece. */
  creationHoursPerPiece: 6,
  /** Compliance / medical review rounds one piece goes through. */
  reviewRoundsPerPiece: 3,
  /** Hours of work one review round costs (comments, edits, re-submission). */
  hoursPerReviewRound: 1.5,
  /** Hours for the final medical-legal-regulatory approval of one piece. */
  approvalHoursPerPiece: 2,
  /** Planning hours per campaign, before coordination. */
  planningHoursPerCampaign: 8,
  /** Coordination hours per campaign for each person in the team (grows with team size). */
  coordinationHoursPerPersonPerCampaign: 1,
  /** Blended cost of one working hour in euros (salary, overhead, tools). */
  hourlyCostEuro: 70,
  /** Working hours in one full-time year. */
  fteHoursPerYear: 1720,
} as const

export interface CalculatorInput {
  /** People in the marketing team. */
  teamSize: number
  campaignsPerYear: number
  piecesPerCampaign: number
  /** Average external budget per campaign, euros. */
  externalBudgetPerCampaign: number
}

export interface MonthPoint {
  month: number
  currentHours: number
  productHours: number
  currentCost: number
  productCost: number
  savedCost: number
}

export interface CalculatorResult {
  piecesPerYear: number
  currentHoursPerYear: number
  productHoursPerYear: number
  hoursSavedPerYear: number
  currentCostPerYear: number
  productCostPerYear: number
  annualSavings: number
  monthlySavings: number
  hoursSavedPerMonth: number
  /** Hours saved as a percent of one full-time employee's year. */
  ftePercent: number
  /** Cumulative values at the end of each month of the first year (chart series). */
  months: MonthPoint[]
}

function hoursPerPiece(withProduct: boolean): number {
  const a = ASSUMPTIONS
  if (!withProduct)
    return a.creationHoursPerPiece + a.reviewRoundsPerPiece * a.hoursPerReviewRound + a.approvalHoursPerPiece
  return (
    a.creationHoursPerPiece / (1 + CLAIMS.contentCreationSpeedup) +
    (a.reviewRoundsPerPiece / CLAIMS.feedbackLoopDivisor) * a.hoursPerReviewRound +
    a.approvalHoursPerPiece * (1 - a.assumedApprovalReduction)
  )
}

/** Planning is not claimed to get faster: it stays the same with the product (a conservative choice). */
function planningHoursPerCampaign(teamSize: number): number {
  return ASSUMPTIONS.planningHoursPerCampaign + ASSUMPTIONS.coordinationHoursPerPersonPerCampaign * teamSize
}

export function calculate(input: CalculatorInput): CalculatorResult {
  const piecesPerYear = input.campaignsPerYear * input.piecesPerCampaign
  const planning = input.campaignsPerYear * planningHoursPerCampaign(input.teamSize)
  const currentHoursPerYear = piecesPerYear * hoursPerPiece(false) + planning
  const productHoursPerYear = piecesPerYear * hoursPerPiece(true) + planning
  const externalToday = input.campaignsPerYear * input.externalBudgetPerCampaign
  const externalWithProduct = externalToday * (1 - CLAIMS.resourceReduction)
  const currentCostPerYear = currentHoursPerYear * ASSUMPTIONS.hourlyCostEuro + externalToday
  const productCostPerYear = productHoursPerYear * ASSUMPTIONS.hourlyCostEuro + externalWithProduct
  const hoursSavedPerYear = currentHoursPerYear - productHoursPerYear
  const annualSavings = currentCostPerYear - productCostPerYear
  const months = Array.from({ length: 12 }, (_, index): MonthPoint => {
    const share = (index + 1) / 12
    return {
      month: index + 1,
      currentHours: currentHoursPerYear * share,
      productHours: productHoursPerYear * share,
      currentCost: currentCostPerYear * share,
      productCost: productCostPerYear * share,
      savedCost: annualSavings * share,
    }
  })
  return {
    piecesPerYear,
    currentHoursPerYear,
    productHoursPerYear,
    hoursSavedPerYear,
    currentCostPerYear,
    productCostPerYear,
    annualSavings,
    monthlySavings: annualSavings / 12,
    hoursSavedPerMonth: hoursSavedPerYear / 12,
    ftePercent: (hoursSavedPerYear / ASSUMPTIONS.fteHoursPerYear) * 100,
    months,
  }
}
