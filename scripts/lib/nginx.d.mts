export function startNginx(
  site: string,
): Promise<{ url: string; errors: () => string; stop: () => Promise<void> }>;
export function selfSignedCertificate(): { cert: string; key: string; pem: string };
export function shippedNginxSite(options: {
  plain: number;
  tls: number;
  instances: [number, number];
  cacheDir: string;
  certificate: { cert: string; key: string };
  useTls?: boolean;
}): string;
export function testNginx(site: string): { status: number | null; output: string };
