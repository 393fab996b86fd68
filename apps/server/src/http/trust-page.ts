/**
 * The "trust this server" page (GET /trust) and the authority's certificate (GET /trust/school-ca.crt):
 * what a school's engineer opens on each tablet once, so that the HTTPS address works without warnings
 * and the browser lets the child use the microphone. Plain HTML with no script, readable on any device.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';

export const TRUST_PATH = '/trust';
const CA_FILE = 'school-ca.crt';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function page(opts: { httpsUrl: string | null; fingerprint: string; own: boolean }): string {
  const address = opts.httpsUrl ? `<p>Then open <a href="${escapeHtml(opts.httpsUrl)}"><strong>${escapeHtml(opts.httpsUrl)}</strong></a> on that device.</p>` : '';
  const own = opts.own
    ? '<p>This server uses the school\'s own certificate. If your devices already trust it, there is nothing to install.</p>'
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Trust this Learning Companion server</title></head>
<body>
<main>
<h1>Trust this Learning Companion server</h1>
<p>Tablets and laptops can use the microphone only on a secure (https) address. This server made its own
certificate authority for your school; install it once on each device and the secure address works
without warnings.</p>
${own}
<p><a href="${TRUST_PATH}/${CA_FILE}" download="${CA_FILE}"><strong>Download the school certificate (${CA_FILE})</strong></a></p>
<p>Before trusting it, check that its SHA-256 fingerprint is:<br><code>${escapeHtml(opts.fingerprint)}</code></p>
${address}
<h2>Chromebook</h2>
<ol><li>Download the certificate.</li><li>Open Settings → Privacy and security → Security → Manage certificates → Authorities.</li>
<li>Import, choose ${CA_FILE}, tick "Trust this certificate for identifying websites", OK.</li>
<li>Managed Chromebooks: an administrator can push it to every device from the Google Admin console (Devices → Networks → Certificates).</li></ol>
<h2>iPad and iPhone</h2>
<ol><li>Open this page in Safari and download the certificate; allow the profile download.</li>
<li>Settings → General → VPN &amp; Device Management → the downloaded profile → Install.</li>
<li>Settings → General → About → Certificate Trust Settings → turn on full trust for the school certificate.</li></ol>
<h2>Windows</h2>
<ol><li>Download the certificate and open it.</li><li>Install Certificate → Local Machine → Place all certificates in the following store →
Trusted Root Certification Authorities → Finish.</li><li>Restart the browser. (Group Policy can deploy it to many machines.)</li></ol>
<h2>macOS</h2>
<ol><li>Download the certificate and open it: Keychain Access adds it to the System keychain.</li>
<li>Double-click it in Keychain Access → Trust → When using this certificate: Always Trust.</li><li>Restart the browser.</li></ol>
<h2>Android</h2>
<ol><li>Settings → Security → Encryption &amp; credentials → Install a certificate → CA certificate → choose ${CA_FILE}.</li></ol>
<p>Firefox keeps its own list: Settings → Privacy &amp; Security → Certificates → View Certificates → Authorities → Import.</p>
</main>
</body></html>
`;
}

/** The secure address as a device on the network would type it, for the host the request came to. */
export function httpsUrlFor(host: string | undefined, httpsPort: number | null): string | null {
  if (!httpsPort || !host) return null;
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? host);
  return `https://${hostname}${httpsPort === 443 ? '' : `:${httpsPort}`}/`;
}

export function registerTrustPage(app: FastifyInstance, ctx: AppContext): void {
  app.get(TRUST_PATH, { schema: { hide: true } }, async (request, reply) => {
    const certificate = ctx.network.certificate;
    if (!certificate) return reply.status(404).send({ detail: 'HTTPS is off on this server (HTTPS_PORT=0).', code: 'NOT_FOUND' });
    const own = Boolean(ctx.config.https?.certFile);
    return reply
      .type('text/html; charset=utf-8')
      .send(page({ httpsUrl: httpsUrlFor(request.headers.host, ctx.network.httpsPort), fingerprint: certificate.caFingerprint, own }));
  });
  app.get(`${TRUST_PATH}/${CA_FILE}`, { schema: { hide: true } }, async (_request, reply) => {
    const certificate = ctx.network.certificate;
    if (!certificate) return reply.status(404).send({ detail: 'HTTPS is off on this server (HTTPS_PORT=0).', code: 'NOT_FOUND' });
    return reply
      .type('application/x-x509-ca-cert')
      .header('content-disposition', `attachment; filename="${CA_FILE}"`)
      .send(certificate.caCert);
  });
}
