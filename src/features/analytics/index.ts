import path from 'node:path'
import type { HtmlTags, Plugin, PluginModule } from '@docusaurus/types'
import type { SiteEnv } from '../../site/siteEnv'

export type AnalyticsOptions = Pick<SiteEnv, 'gtagId' | 'umami'>

/**
 * Google tag (GA4) and Umami, each only when its id is configured at build
 * time. Both tools' automatic page views are switched off and the client
 * module pageViews.ts sends every page view itself: Umami's automatic mode
 * sees pushState but not the back button, and then keeps a stale URL, so
 * the two tools' counts would not agree.
 */
export default function analyticsPlugin({
  gtagId,
  umami,
}: AnalyticsOptions): PluginModule {
  return () => (gtagId || umami ? createPlugin({ gtagId, umami }) : null)
}

function createPlugin({ gtagId, umami }: AnalyticsOptions): Plugin {
  const headTags: HtmlTags = []
  if (gtagId) {
    headTags.push(
      {
        tagName: 'script',
        attributes: {
          async: true,
          src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`,
        },
      },
      {
        tagName: 'script',
        innerHTML: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(gtagId)},{send_page_view:false});`,
      },
    )
  }
  if (umami) {
    headTags.push({
      tagName: 'script',
      attributes: {
        defer: true,
        src: umami.scriptUrl,
        'data-website-id': umami.websiteId,
        'data-auto-track': 'false',
      },
    })
  }
  return {
    name: 'site-analytics',
    getClientModules: () => [path.resolve(__dirname, './pageViews.ts')],
    injectHtmlTags: () => ({ headTags }),
  }
}
