import { existsSync } from 'node:fs';

/** Throws, with the command to type, when a build these tests read (`dir`, made by `command`) is missing. */
export function requireBuildOf(dir: string, command: string): void {
  if (!existsSync(`${dir}/index.html`)) {
    throw new Error(`${dir}/ is missing or has no index.html: run \`${command}\` before \`npm run test:built\``);
  }
}

/** Stops the run with the command to type when the build these tests read is missing. */
export default function requireBuild(): void {
  requireBuildOf('doc_build', 'npm run build');
}
