// What the plain (no-JavaScript) form posts to pages share: the body types a form sends, and the
// short plain-text refusal for anything else.

export function isFormBody(request: Request): boolean {
  const type = request.headers.get('content-type') ?? ''
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')
}

export function plainTextAnswer(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}
