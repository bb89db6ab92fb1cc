import type { TocItem } from '@orchid/contracts/blog';
import GithubSlugger from 'github-slugger';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// An entry's Markdown as readers get it: markdown-it turns it into HTML (raw HTML in the
// Markdown is shown as text, never passed through), headings get ids for the table of
// contents, and sanitize-html keeps only the tags and attributes a post needs, so no script,
// inline handler, style or frame reaches a reader whatever was written.

export type RenderedMarkdown = {
  html: string;
  tableOfContents: TocItem[];
  /** The words a reader reads, for the reading time. */
  plainText: string;
};

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

/** The post's title is its one level-1 heading: the body's headings start at level 2. */
const bodyLevel = (level: number) => Math.max(2, level);
/** Levels the table of contents lists. */
const TOC_LEVELS = new Set([2, 3]);

/** Images of posts are this site's own (the page's CSP shows no other): their sizes are in their address. */
const ownImage = /^\/api\/blog\/v1\/images\/[0-9a-f-]{36}-(\d{1,5})x(\d{1,5})$/;

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    's',
    'del',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  // Table cells keep their alignment, and nothing else of a style.
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Images only from this site (relative addresses): no tracking pixel, nothing the CSP blocks.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      };
    },
    img: (tagName, attribs) => {
      const size = ownImage.exec(attribs.src ?? '');
      // Their width and height keep the page from jumping as they load.
      const dimensions: Record<string, string> = size
        ? { width: size[1] ?? '', height: size[2] ?? '' }
        : {};
      return {
        tagName,
        attribs: { ...attribs, ...dimensions, loading: 'lazy', decoding: 'async' },
      };
    },
  },
};

type Token = ReturnType<typeof markdown.parse>[number];

/** The words of an inline token (text and code), as a reader sees them. */
const inlineText = (token: Token): string =>
  (token.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');

/**
 * Gives each heading its level in the page and an id (GitHub's way: lowercase words with
 * hyphens, -1, -2... for repeats), and lists levels 2 and 3 for the table of contents.
 */
function numberHeadings(tokens: Token[]): TocItem[] {
  const slugger = new GithubSlugger();
  const toc: TocItem[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open' && token.type !== 'heading_close') return;
    const level = bodyLevel(Number(token.tag.slice(1)));
    token.tag = `h${level}`;
    if (token.type === 'heading_close') return;
    const inline = tokens[index + 1];
    const title = inline ? inlineText(inline).trim() : '';
    const id = slugger.slug(title || 'section');
    token.attrSet('id', id);
    if (TOC_LEVELS.has(level) && title) toc.push({ id, title, level });
  });
  return toc;
}

function plainTextOf(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'inline') return inlineText(token);
      if (token.type === 'fence' || token.type === 'code_block') return token.content;
      return '';
    })
    .filter(Boolean)
    .join('\n');
}

export function renderMarkdown(source: string): RenderedMarkdown {
  const env = {};
  const tokens = markdown.parse(source, env);
  const tableOfContents = numberHeadings(tokens);
  const html = sanitizeHtml(markdown.renderer.render(tokens, markdown.options, env), allowed);
  return { html, tableOfContents, plainText: plainTextOf(tokens) };
}
