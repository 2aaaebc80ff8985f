import { handleFormPost } from '@/lib/forms/handle-post';

export const POST = (request: Request) => handleFormPost('/api/store/subscribers', request);
