import path from 'node:path';

/** The five federated remotes; each may be deployed elsewhere by setting its URL. */
export const REMOTES = ['academics', 'experience', 'schools', 'admin', 'applications'] as const;

export const ROOT = path.resolve(__dirname, '../..');

export function remoteDist(name: string): string {
  return path.join(ROOT, `mfe-${name}`, 'dist');
}

/** The run-time manifest the shell reads: remote name -> URL of its Module Federation manifest. */
export function remoteManifest(): Record<string, string> {
  return Object.fromEntries(
    REMOTES.map((name) => [
      name,
      process.env[`REMOTE_${name.toUpperCase()}_URL`] ?? `/remotes/${name}/mf-manifest.json`,
    ]),
  );
}

/** Origins other than ours that remotes are served from, for the content security policy. */
export function remoteOrigins(): string[] {
  return Object.values(remoteManifest())
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
}
