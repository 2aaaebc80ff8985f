export const PUBLIC_DIR: string;
export function generateDemoAssets(options?: { publicDir?: string; force?: boolean }): Promise<{
  written: number;
  skipped: number;
  files: number;
  bytesWritten: number;
  bytesTotal: number;
  seconds: number;
}>;
