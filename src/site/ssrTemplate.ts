/**
 * The page template: Docusaurus's own (@docusaurus/core, ssg/ssgTemplate.html)
 * with the app's scripts loaded after the first contentful paint instead of by
 * `defer` tags in <head>. The server HTML is the whole page, readable without
 * JavaScript, so it paints first; the scripts that make it interactive
 * start right after. With `defer`, a fast connection ran the scripts and
 * hydrated the page before its first paint, and Lighthouse's mobile model
 * then counted their download and run time in the largest contentful paint
 * (2.2 s instead of 0.9 s on /api/createSlice). They load when the browser
 * reports the first contentful paint (waiting for one animation frame was not
 * always enough); in a tab that is or becomes hidden, which paints nothing,
 * at once. `async = false` keeps their order.
 *
 * Docusaurus's wrong-base-URL banner looked for its scripts at
 * DOMContentLoaded, which now comes before they load; it is off
 * (`baseUrlIssueBanner: false`) and this loader shows the banner itself when
 * a script fails to load: a build served under another path than the one it
 * was built for finds none of its files. On a path ending in `/` (a home
 * page) the banner suggests that path as the base URL.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>
      (function (scripts, baseUrl) {
        function element(tag, text, style) {
          var node = document.createElement(tag);
          if (text) node.textContent = text;
          if (style) node.setAttribute('style', style);
          return node;
        }
        function showBanner() {
          if (document.getElementById('base-url-banner')) return;
          var banner = element('div', '', 'margin:20px;padding:20px;border:4px solid #b00;background:#fff4d6;color:#000;font:18px/1.5 system-ui,sans-serif');
          banner.id = 'base-url-banner';
          banner.setAttribute('role', 'alert');
          banner.appendChild(element('p', 'This site did not load properly.', 'margin:0 0 8px;font-size:28px;font-weight:bold'));
          var advice = element('p', 'Its scripts were not found under the base URL it was built for, ', 'margin:0');
          advice.appendChild(element('b', baseUrl));
          advice.appendChild(document.createTextNode('. Rebuild it with BASE_URL set to the path it is served from.'));
          banner.appendChild(advice);
          var path = location.pathname;
          if (path.slice(-1) === '/' && path !== baseUrl) {
            var suggestion = element('p', 'We suggest trying base URL ', 'margin:8px 0 0');
            var value = element('b', path, 'color:#060');
            value.id = 'base-url-suggestion';
            suggestion.appendChild(value);
            banner.appendChild(suggestion);
          }
          document.body.prepend(banner);
        }
        var loaded = false;
        function loadOnce() {
          if (loaded) return;
          loaded = true;
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            script.onerror = showBanner;
            document.head.appendChild(script);
          });
        }
        if (document.visibilityState === 'hidden' || !('PerformanceObserver' in window)) return loadOnce();
        // After the first contentful paint; a tab hidden before it paints nothing.
        try {
          new PerformanceObserver(function (list) {
            list.getEntriesByName('first-contentful-paint').length && loadOnce();
          }).observe({type: 'paint', buffered: true});
        } catch (error) {
          requestAnimationFrame(function () { setTimeout(loadOnce, 0); });
        }
        document.addEventListener('visibilitychange', loadOnce, {once: true});
      })(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>, <%~ JSON.stringify(it.baseUrl) %>);
    </script>
  </body>
</html>
`
