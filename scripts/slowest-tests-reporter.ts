import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the 20 slowest tests and the 10 slowest files at the end of a run, so a test that grows
 * slow is seen (and split or made faster) before it times out on a busy machine.
 */
export default class SlowestTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const tests: { name: string; ms: number }[] = [];
    const files: { name: string; ms: number }[] = [];
    for (const module of testModules) {
      const project = module.project.name;
      files.push({
        name: `${project} ${module.relativeModuleId}`,
        ms: module.diagnostic().duration,
      });
      for (const test of module.children.allTests()) {
        const duration = test.diagnostic()?.duration;
        if (duration !== undefined) {
          tests.push({
            name: `${project} ${module.relativeModuleId} > ${test.fullName}`,
            ms: duration,
          });
        }
      }
    }
    const print = (title: string, rows: { name: string; ms: number }[], count: number) => {
      console.log(`\n${title}`);
      for (const row of rows.sort((a, b) => b.ms - a.ms).slice(0, count)) {
        console.log(`${(row.ms / 1000).toFixed(1).padStart(7)} s  ${row.name}`);
      }
    };
    print('Slowest 20 tests:', tests, 20);
    print('Slowest 10 files:', files, 10);
  }
}
