import { serveRead } from '@/lib/content/serve';

export const GET = serveRead;
