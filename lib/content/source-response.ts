/** What a content source answered: an HTTP status and a parsed JSON body, or the reason it could not. */
export type SourceResponse = {
  status: number;
  body: unknown;
  error?: 'timeout' | 'network' | 'malformed';
};
