/** One build stage of a Dockerfile, with what it inherits from the stage it starts from. */
export interface Stage {
  name: string;
  from: string;
  workdir: string;
  env: Record<string, string>;
  user: string;
  cmd: string[];
  /** Its own and its base stages' COPY instructions. */
  copies: { from?: string; sources: string[]; dest: string }[];
  runs: string[];
}

/** The stages of a Dockerfile built with these build arguments (the instructions ours uses, one per line). */
export function dockerfileStages(text: string, args: Record<string, string> = {}): Record<string, Stage> {
  const stages: Record<string, Stage> = {};
  let stage: Stage | undefined;
  const lines = text
    .split('\n')
    .map((line) => line.trim().replace(/\$\{(\w+)\}/g, (whole, name: string) => args[name] ?? whole));
  for (const line of lines) {
    if (!line || line.startsWith('#')) continue;
    const [instruction = '', ...words] = line.split(/\s+/);
    const rest = line.slice(instruction.length).trim();
    if (instruction === 'FROM') {
      const [from = '', , name = from] = words;
      const base = stages[from];
      stage = {
        name,
        from,
        workdir: base?.workdir ?? '/',
        env: { ...base?.env },
        user: base?.user ?? 'root',
        cmd: base?.cmd ?? [],
        copies: [...(base?.copies ?? [])],
        runs: [],
      };
      stages[name] = stage;
      continue;
    }
    if (!stage) throw new Error(`${instruction} before FROM`);
    if (instruction === 'WORKDIR') stage.workdir = rest;
    else if (instruction === 'USER') stage.user = rest;
    else if (instruction === 'CMD') stage.cmd = JSON.parse(rest) as string[];
    else if (instruction === 'RUN') stage.runs.push(rest);
    else if (instruction === 'ENV')
      for (const pair of words) stage.env[pair.split('=')[0]!] = pair.slice(pair.indexOf('=') + 1);
    else if (instruction === 'COPY') {
      const from = words[0]?.startsWith('--from=') ? words.shift()!.slice('--from='.length) : undefined;
      stage.copies.push({ ...(from ? { from } : {}), sources: words.slice(0, -1), dest: words.at(-1)! });
    }
  }
  return stages;
}

/** Whether `name` is built from `base`, directly or through other stages. */
export function derivesFrom(stages: Record<string, Stage>, name: string, base: string): boolean {
  for (let stage = stages[name]; stage; stage = stages[stage.from]) if (stage.from === base) return true;
  return false;
}
