import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { hoversOf, type ComputeMisses } from './cache'
import { pageHovers } from './pageData'
import { DEV_ENDPOINT, devRequestPath, type DevRequest } from './remark'
import type { BlockHovers } from '../../markdown/hoverTypes'

type Reply =
  | { id: number; hovers: [string, BlockHovers][] }
  | { id: number; error: string }

/** Computes misses in a worker thread, started on the first one. */
export function workerCompute(): ComputeMisses & { stop(): Promise<number> } {
  let worker: Worker | undefined
  let next = 0
  const waiting = new Map<number, (reply: Reply) => void>()
  const compute = (misses: Parameters<ComputeMisses>[0]) => {
    if (!worker) {
      worker = new Worker(path.join(__dirname, 'worker.mjs'))
      // The dev server may exit while the worker idles.
      worker.unref()
      worker.on('message', (reply: Reply) => {
        waiting.get(reply.id)?.(reply)
        waiting.delete(reply.id)
      })
    }
    const id = next++
    worker.postMessage({ id, blocks: misses })
    return new Promise<Map<string, BlockHovers>>((resolve, reject) => {
      waiting.set(id, (reply) =>
        'error' in reply
          ? reject(new Error(reply.error))
          : resolve(new Map(reply.hovers)),
      )
    })
  }
  return Object.assign(compute, {
    stop: async () => (worker ? worker.terminate() : 0),
  })
}

/**
 * The dev server's answer to `<baseUrl>__type-hovers/<page>.json`: the
 * page's hovers, read from the cache or computed in a worker when the page
 * first asks for them. Nothing is computed when the server starts.
 */
export function typeHoversMiddleware(
  baseUrl: string,
  compute: ComputeMisses = workerCompute(),
) {
  const prefix = `${baseUrl}${DEV_ENDPOINT}`
  return async (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) => {
    const url = request.url ?? ''
    if (!url.startsWith(prefix)) return next()
    const name = /^([0-9a-f]{20})\.json(?:\?|$)/.exec(
      url.slice(prefix.length),
    )?.[1]
    let saved: DevRequest | undefined
    try {
      saved = name
        ? (JSON.parse(readFileSync(devRequestPath(name), 'utf8')) as DevRequest)
        : undefined
    } catch {
      saved = undefined
    }
    if (!saved) {
      response.statusCode = 404
      response.end()
      return
    }
    try {
      const hovers = await hoversOf(saved.blocks, { compute })
      response.setHeader('Content-Type', 'application/json; charset=utf-8')
      response.end(
        JSON.stringify(pageHovers(saved.entries, hovers, saved.blocks)),
      )
    } catch (error) {
      response.statusCode = 500
      response.end(String(error))
    }
  }
}
