/**
 * The API worker's memory under the editor's font list for Chinese names: GET /design/fonts sets
 * the name in every family that might draw it (about twenty shapings a call), and each distinct
 * name brings glyphs no earlier call drew. 200 calls with distinct names of 2-8 common hanzi, one
 * at a time (so one API worker serves them all), and the worker's resident memory at the start,
 * after 50, 100 and 200 calls, against the aim of growing less than 150 MB.
 *   npx tsx scripts/emulators-exec.ts "npx tsx scripts/bench/fonts-memory.ts"
 *   ... fonts-memory.ts --any-hanzi    names from the whole ideograph block, not the common ones
 *
 * The calls go round-robin over a few accounts, so the per-account limit on the endpoint never
 * refuses one; a 429 all the same stops the bench, since a refused call measures nothing.
 */
import { DesignFontsResponse } from "../../functions/src/contract";
import { createRandom } from "../../functions/src/engine/random";
import { sampleWorkers, type WorkerSample } from "../lib/stack-processes";
import { pickBaseUrl } from "./api-base-url";
import { createVerifiedAccount } from "./verified-account";

const CALLS = 200;
const CHECKPOINTS = [50, 100, 200];
const ACCOUNTS = 5;
const AIM_BYTES = 150 * 1024 ** 2;
const SEED = 20240607;

/** Common hanzi (simplified and traditional forms both appear), the stuff of real shop names. */
const COMMON_HANZI = Array.from(
  "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坏兴切复米局茶云龙凤福乐春秋竹梅兰菊雪星月晨阳鑫瑞祥和泰康宁安盛隆昌荣华",
);

/**
 * The CJK Unified Ideographs block, for `--any-hanzi`: names drawn from twenty thousand characters
 * bring new glyphs on nearly every call, the worst case for the glyph outlines a font keeps.
 */
const ANY_HANZI = Array.from({ length: 0x9fa5 - 0x4e00 + 1 }, (_, i) => String.fromCodePoint(0x4e00 + i));

/** `count` distinct names of 2-8 hanzi from a fixed seed, so every run asks for the same names. */
function distinctNames(count: number, pool: readonly string[]): string[] {
  const random = createRandom(SEED);
  const names = new Set<string>();
  while (names.size < count) {
    const length = random.int(2, 8);
    names.add(Array.from({ length }, () => random.pick(pool)).join(""));
  }
  return [...names];
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 ** 2).toFixed(0)} MB`;
}

function apiWorkers(): WorkerSample[] {
  return sampleWorkers().filter((worker) => worker.target === "api");
}

/** The API worker's RSS; several workers would mean the calls were not served by one process. */
function apiResident(): { bytes: number; workers: number } {
  const workers = apiWorkers();
  if (workers.length === 0) throw new Error("No API worker found among the stack's processes");
  return { bytes: Math.max(...workers.map((worker) => worker.residentBytes)), workers: workers.length };
}

async function fonts(baseUrl: string, idToken: string, text: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/design/fonts?text=${encodeURIComponent(text)}`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  if (response.status === 429) {
    throw new Error(
      `GET /design/fonts answered 429 for "${text}": the per-account limit refused a call; use more accounts`,
    );
  }
  if (!response.ok)
    throw new Error(`GET /design/fonts answered ${response.status}: ${await response.text()}`);
  return DesignFontsResponse.parse(await response.json()).fonts;
}

async function benchFontsMemory(anyHanzi = false): Promise<string[]> {
  const { baseUrl, via } = await pickBaseUrl();
  const tokens = await Promise.all(
    Array.from({ length: ACCOUNTS }, async () => (await createVerifiedAccount("fonts-memory")).idToken),
  );
  const token = (call: number) => tokens[call % tokens.length] as string;
  const pool = anyHanzi ? ANY_HANZI : COMMON_HANZI;
  const lines: string[] = [
    `via ${via}, ${CALLS} calls round-robin over ${ACCOUNTS} accounts, names from ${pool.length} hanzi`,
  ];

  // The first editor call loads the engine and the Chinese faces: a one-off cost, not growth.
  const warmUp = await fonts(baseUrl, token(0), "热身字体");
  if (!warmUp.includes("noto-sans-sc"))
    throw new Error(`A Chinese name did not list Noto Sans SC: ${warmUp}`);
  const start = apiResident();
  lines.push(`API worker RSS after one warm-up call: ${megabytes(start.bytes)}`);

  const names = distinctNames(CALLS, pool);
  let peak = start.bytes;
  const started = performance.now();
  for (const [call, name] of names.entries()) {
    await fonts(baseUrl, token(call), name);
    const now = apiResident();
    peak = Math.max(peak, now.bytes);
    const done = call + 1;
    if (CHECKPOINTS.includes(done)) {
      const workers = now.workers > 1 ? ` (${now.workers} API workers; the largest)` : "";
      lines.push(
        `after ${done} distinct Chinese names: ${megabytes(now.bytes)}, +${megabytes(now.bytes - start.bytes)}${workers}`,
      );
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const growth = apiResident().bytes - start.bytes;
  const verdict = growth <= AIM_BYTES ? "within" : "OVER";
  lines.push(
    `growth ${megabytes(growth)} (peak ${megabytes(peak)}), ${verdict} the aim of ${megabytes(AIM_BYTES)}; ${(
      (seconds * 1000) / CALLS
    ).toFixed(0)} ms a call`,
  );
  return lines;
}

if (require.main === module) {
  benchFontsMemory(process.argv.includes("--any-hanzi"))
    .then((lines) => {
      console.log("== API worker memory: 200 distinct Chinese names through GET /design/fonts ==");
      for (const line of lines) console.log(`  ${line}`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
