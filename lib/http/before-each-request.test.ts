import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { beforeEachRequest } from './before-each-request';

const seenByServer = vi.fn<(url: string) => void>();
let server: http.Server;
let base: string;

beforeAll(async () => {
  beforeEachRequest('test.answers-some', (request, response) => {
    request.headers['x-seen-before'] = 'yes';
    if (request.url !== '/answered-before') return false;
    response.end('answered before the server');
    return true;
  });
  server = http.createServer((request, response) => {
    seenByServer(request.url!);
    response.end(`server saw ${request.headers['x-seen-before']}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('runs before the server on every request, and a request it answers never reaches the server', async () => {
  expect(await (await fetch(`${base}/page`)).text()).toBe('server saw yes');
  expect(await (await fetch(`${base}/answered-before`)).text()).toBe('answered before the server');
  expect(seenByServer.mock.calls).toEqual([['/page']]);
});
