// Asks the OS for a free TCP port on 127.0.0.1 and prints it. Run as a child
// process so that synchronous configuration files can use it.
import { createServer } from 'node:net'

const server = createServer()
server.listen(0, '127.0.0.1', () => {
  const { port } = /** @type {import('node:net').AddressInfo} */ (
    server.address()
  )
  server.close(() => process.stdout.write(String(port)))
})
