/** The page's Markdown twin, or an error that says in words why not. */
export async function loadMarkdown(url: string): Promise<string> {
  let response: Response
  try {
    response = await fetch(url)
  } catch {
    throw new Error(
      'the Markdown could not be downloaded (the network is unreachable or the request was blocked).',
    )
  }
  if (!response.ok)
    throw new Error(
      `the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''} for ${url}.`,
    )
  if (/text\/html/.test(response.headers.get('Content-Type') ?? ''))
    throw new Error(
      `the server sent a web page instead of Markdown for ${url}.`,
    )
  return response.text()
}
