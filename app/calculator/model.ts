// The business value model: what a marketing team spends on content today and with the platform.
// Pure and deterministic. Every number is a named constant tied to a claim of the copy (recorded in
// app/content/claims.ts) or to a stated assumption; the page's "How we calculate" section prints
// these values. Its savings are gross: before the platform's own cost, which the visitor may enter
// (licence, set-up, upkeep per year) for net savings and a payback period.
import { claims, claimValue } from '../content/claims.ts'

/**
 * What the product copy claims (app/content/claims.ts), as numbers. The model reads each on the safe
 * side: a claim that says "up to" only as the upper bound, never as the value it assumes.
 */
export const CLAIMS = {
  /** "1.7 times as fast content creation": the same work in 1 ÷ 1.7 of the time. */
  contentCreationSpeed: claimValue(claims.contentCreation.figure),
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
  /** What the platform costs a year (licence, set-up, upkeep), euros; optional. */
  platformCostPerYear?: number
}

export interface MonthPoint {
  month: number
  currentHours: number
  productHours: number
  currentCost: number
  productCost: number
  savedCost: number
}

/** The result after the platform's cost, when the visitor gave it. */
export interface PlatformCost {
  costPerYear: number
  /** Gross savings of a year minus the yearly cost. */
  netAnnualSavings: number
  /**
   * Months of gross savings that pay the yearly cost back (cost ÷ monthly gross savings); null when a
   * year's gross savings do not cover it (no payback).
   */
  paybackMonths: number | null
}

export interface CalculatorResult {
  piecesPerYear: number
  currentHoursPerYear: number
  productHoursPerYear: number
  hoursSavedPerYear: number
  currentCostPerYear: number
  /** Hours and external budget with the platform, without the platform's own cost. */
  productCostPerYear: number
  /** Before the platform's cost: hours saved × hourly cost + external budget saved. */
  grossAnnualSavings: number
  /** The cash part of the gross savings: external (agency) budget no longer spent. */
  externalBudgetSavedPerYear: number
  /** The other part: hours saved × hourly cost, money only where the freed time goes into other work. */
  timeValuePerYear: number
  grossMonthlySavings: number
  hoursSavedPerMonth: number
  /** Hours saved as a percent of one full-time employee's year. */
  ftePercent: number
  /** Net savings and payback; null when no cost was given. */
  platform: PlatformCost | null
  /**
   * Cumulative values at the end of each month of the first year (chart series). With a platform
   * cost, "with the platform" includes it, paid at the start of the year, so the saved line starts
   * below zero, crosses it at the payback month and ends at the net savings.
   */
  months: MonthPoint[]
}

function platformCost(costPerYear: number | undefined, grossAnnualSavings: number): PlatformCost | null {
  if (costPerYear === undefined) return null
  const netAnnualSavings = grossAnnualSavings - costPerYear
  const monthly = grossAnnualSavings / 12
  return {
    costPerYear,
    netAnnualSavings,
    paybackMonths: monthly > 0 && netAnnualSavings >= 0 ? costPerYear / monthly : null,
  }
}

function hoursPerPiece(withProduct: boolean): number {
  const a = ASSUMPTIONS
  if (!withProduct)
    return a.creationHoursPerPiece + a.reviewRoundsPerPiece * a.hoursPerReviewRound + a.approvalHoursPerPiece
  return (
    a.creationHoursPerPiece / CLAIMS.contentCreationSpeed +
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
  const grossAnnualSavings = currentCostPerYear - productCostPerYear
  const upfront = input.platformCostPerYear ?? 0
  const months = Array.from({ length: 12 }, (_, index): MonthPoint => {
    const share = (index + 1) / 12
    const currentCost = currentCostPerYear * share
    const productCost = productCostPerYear * share + upfront
    return {
      month: index + 1,
      currentHours: currentHoursPerYear * share,
      productHours: productHoursPerYear * share,
      currentCost,
      productCost,
      savedCost: currentCost - productCost,
    }
  })
  return {
    piecesPerYear,
    currentHoursPerYear,
    productHoursPerYear,
    hoursSavedPerYear,
    currentCostPerYear,
    productCostPerYear,
    grossAnnualSavings,
    externalBudgetSavedPerYear: externalToday - externalWithProduct,
    timeValuePerYear: hoursSavedPerYear * ASSUMPTIONS.hourlyCostEuro,
    grossMonthlySavings: grossAnnualSavings / 12,
    hoursSavedPerMonth: hoursSavedPerYear / 12,
    ftePercent: (hoursSavedPerYear / ASSUMPTIONS.fteHoursPerYear) * 100,
    platform: platformCost(input.platformCostPerYear, grossAnnualSavings),
    months,
  }
}
