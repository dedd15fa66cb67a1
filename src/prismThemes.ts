import {themes, type PrismTheme} from 'prism-react-renderer';

/** The same theme with some token colours replaced, everything else kept. */
function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.style.color && colours[entry.style.color];
      return colour ? {...entry, style: {...entry.style, color: colour}} : entry;
    }),
  };
}

/**
 * The code block themes: GitHub's and Dracula's, with the token colours that
 * fall short of WCAG AA (4.5:1) against the block's background darkened
 * (light) or lightened (dark) just enough, keeping their hue.
 */
export const lightCodeTheme = recolour(themes.github, {
  '#999988': '#717161', // comments: 2.7:1 on #f6f8fa, now 4.7:1
  '#e3116c': '#da1067', // strings: 4.3:1, now 4.6:1
  '#36acaa': '#277b7a', // numbers, properties, constants: 2.6:1, now 4.7:1
  '#00a4db': '#0078a0', // attribute names, at-rules: 2.7:1, now 4.7:1
  '#d73a49': '#d42d3d', // functions: 4.3:1, now 4.6:1
});

export const darkCodeTheme = recolour(themes.dracula, {
  'rgb(98, 114, 164)': '#8692b9', // comments: 3.0:1 on #282a36, now 4.6:1
});
