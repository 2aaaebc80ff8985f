import { expect, test } from '@playwright/test';

test.describe('icons and the manifest', () => {
  test('every page links an apple-touch-icon (a 180x180 PNG) and a manifest', async ({
    request,
  }) => {
    const html = await (await request.get('/knitting')).text();
    const apple = html.match(
      /<link rel="apple-touch-icon" href="([^"]+)"[^>]*sizes="180x180"/,
    )?.[1];
    const manifest = html.match(/<link rel="manifest" href="([^"]+)"/)?.[1];
    expect(apple, 'apple-touch-icon link').toBeTruthy();
    expect(manifest, 'manifest link').toBeTruthy();

    const icon = await request.get(apple!.replace(/&amp;/g, '&'));
    expect(icon.headers()['content-type']).toBe('image/png');
    const png = await icon.body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);

    const answer = await request.get(manifest!);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    expect(await answer.json()).toMatchObject({
      name: 'Masco Group',
      start_url: '/',
      theme_color: '#0B2545',
      icons: expect.arrayContaining([
        expect.objectContaining({ src: '/apple-icon', sizes: '180x180', type: 'image/png' }),
      ]),
    });
  });
});
