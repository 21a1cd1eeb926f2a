/**
 * The answer to a gateway's call (a delivery report, her reply): no body worth reading, never
 * stored by a cache, never indexed. An empty text/plain body is what Kannel's sms-service expects
 * when it is to send nothing back.
 */
export function gatewayAnswer(status: 200 | 403): Response {
  return new Response(null, {
    status,
    headers: {
      "Cache-Control": "private, no-store",
      "Content-Type": "text/plain; charset=utf-8",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
