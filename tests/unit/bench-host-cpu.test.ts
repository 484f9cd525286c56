import { describe, expect, it } from "vitest";
import type { Figures, LighthouseResults } from "../../scripts/bench/lighthouse";
import { hostCpuLine } from "../../scripts/bench/report";

/** Lighthouse results whose runs read these host CPU indexes (the other figures do not matter here). */
function resultsWith(...indexes: Array<number | null>): LighthouseResults {
  const runs = indexes.map((benchmarkIndex) => ({ benchmarkIndex }) as Figures);
  return { "/": { mobile: { median: {} as never, runs } } };
}

describe("the bench names the host CPU Lighthouse read, so scores from two machines compare knowingly", () => {
  it("gives the median and range over every run, and says nothing more on a host Lighthouse expects", () => {
    expect(hostCpuLine(resultsWith(1450.2, 1510, 1390))).toBe(
      "Índice de CPU do Lighthouse nesta máquina (benchmarkIndex): mediana 1450 (1390–1510).",
    );
  });

  it("says that a host below Lighthouse's 1000 gives lower scores for the same page", () => {
    const line = hostCpuLine(resultsWith(720, null, 810));
    expect(line).toContain("mediana 765 (720–810)");
    expect(line).toContain("Abaixo de 1000");
    expect(line).toContain("nota de desempenho menor aqui");
  });

  it("says so when no run reported one", () => {
    expect(hostCpuLine(resultsWith(null))).toBe(
      "Índice de CPU do Lighthouse (benchmarkIndex): não informado.",
    );
  });
});
