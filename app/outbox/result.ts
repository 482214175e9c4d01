// What a receiver (the mail provider, the CRM's webhook) made of one delivery.
export type DeliveryResult =
  /** The receiver has it. */
  | { kind: 'accepted' }
  /** The receiver refused this row (a 4xx about the request); retrying will not help. */
  | { kind: 'rejected'; message?: string }
  /** A success status without data: the receiver's state is unknown, so the row is retried. */
  | { kind: 'empty' }
  /** Down, slow, overloaded or misconfigured on our side: retry later. */
  | { kind: 'unavailable'; error: string }
