import { cpuSeconds, SERVICES } from './students/cpu';
import { signUpStudents, startPlatform } from './students/platform';

/**
 * `npm run bench:idle`: what each service spends per second with no request at all (timers,
 * polling, flushes), IDLE_SECONDS (30) after a few students signed up, as a soak's stack starts.
 */
const SECONDS = Number(process.env.IDLE_SECONDS ?? 30);

async function main() {
  const platform = await startPlatform('bench-idle', 4);
  try {
    await signUpStudents(platform, 4, 'i');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const before = SERVICES.map((name) => cpuSeconds(platform.stack.servicePid(name)));
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const perSecond = SERVICES.map(
      (name, i) => ((cpuSeconds(platform.stack.servicePid(name)) - before[i]!) * 1000) / SECONDS,
    );
    console.log(`\nCPU milliseconds per second with no requests, over ${SECONDS} s\n`);
    console.log(`| ${SERVICES.join(' | ')} | all |`);
    console.log(`|${SERVICES.map(() => '---|').join('')}---|`);
    console.log(
      `| ${perSecond.map((ms) => ms.toFixed(1)).join(' | ')} | ${perSecond.reduce((a, b) => a + b, 0).toFixed(1)} |`,
    );
  } finally {
    await platform.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
