import net from "node:net";

/**
 * Under Vitest, files run two at a time. Each worker (VITEST_POOL_ID, 1 to maxWorkers) takes its
 * ports from a block of its own, below the kernel's ephemeral range (32768 and up on Linux): no
 * two files running side by side can be handed the same port, nor a port that an outgoing
 * connection (to PostgreSQL, to an SMTP sink) happens to use between our probe and the server's
 * bind. Outside Vitest (the bench) the OS picks any free port.
 */
const BLOCK_START = 20_000;
const BLOCK_SIZE = 500;
const MAX_BLOCKS = 24; // 20000–31999

/** Ports this process has handed out: a file that starts two servers at once gets two ports. */
const handedOut = new Set<number>();

function poolBlock(): number | undefined {
  const id = Number(process.env.VITEST_POOL_ID);
  if (!Number.isInteger(id) || id < 1) return undefined;
  return BLOCK_START + ((testRunSlot() * WORKERS_PER_SLOT + id - 1) % MAX_BLOCKS) * BLOCK_SIZE;
}

/** Blocks per run slot: a run has at most this many Vitest workers. */
const WORKERS_PER_SLOT = 4;

/**
 * TEST_RUN_SLOT (0-5, default 0) lets a second `vitest run` on the same machine (another
 * checkout, say) take other port blocks and other worker databases than the first.
 */
export function testRunSlot(): number {
  const slot = Number(process.env.TEST_RUN_SLOT ?? 0);
  if (!Number.isInteger(slot) || slot < 0 || slot >= MAX_BLOCKS / WORKERS_PER_SLOT) {
    throw new Error(`TEST_RUN_SLOT deve ser um inteiro de 0 a ${MAX_BLOCKS / WORKERS_PER_SLOT - 1}`);
  }
  return slot;
}

/** Listens on `port` (0: any) and closes again; the port it got, or null if it was taken. */
function probe(port: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE" || error.code === "EACCES") resolve(null);
      else reject(error);
    });
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      if (!address || typeof address === "string") {
        server.close();
        reject(new Error("no port"));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}

/**
 * A free TCP port on 127.0.0.1, from this worker's block under Vitest (tiny race window before
 * the server binds it, with nobody else drawing from the block; startServer also retries).
 */
export async function freePort(): Promise<number> {
  const block = poolBlock();
  if (block === undefined) {
    const port = await probe(0);
    if (port === null) throw new Error("no port");
    return port;
  }
  for (let attempt = 0; attempt < BLOCK_SIZE; attempt++) {
    const candidate = block + Math.floor(Math.random() * BLOCK_SIZE);
    if (handedOut.has(candidate)) continue;
    if ((await probe(candidate)) === null) continue;
    handedOut.add(candidate);
    return candidate;
  }
  throw new Error(`nenhuma porta livre entre ${block} e ${block + BLOCK_SIZE - 1}`);
}
