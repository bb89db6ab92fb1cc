import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

describe('an entry rendered from Markdown', () => {
  it('gives headings ids and lists levels 2 and 3 for the table of contents', () => {
    const { html, tableOfContents } = renderMarkdown(
      [
        '# Before you start',
        '## Find a *professional*',
        '### Filters',
        '#### Small print',
        '## Find a professional',
      ].join('\n\n'),
    );
    // The post's title is its only level-1 heading: the body starts at level 2.
    expect(html).toContain('<h2 id="before-you-start">Before you start</h2>');
    expect(html).toContain('<h2 id="find-a-professional">Find a <em>professional</em></h2>');
    expect(html).toContain('<h3 id="filters">Filters</h3>');
    expect(html).toContain('<h4 id="small-print">Small print</h4>');
    expect(html).toContain('<h2 id="find-a-professional-1">Find a professional</h2>');
    expect(tableOfContents).toEqual([
      { id: 'before-you-start', title: 'Before you start', level: 2 },
      { id: 'find-a-professional', title: 'Find a professional', level: 2 },
      { id: 'filters', title: 'Filters', level: 3 },
      { id: 'find-a-professional-1', title: 'Find a professional', level: 2 },
    ]);
  });

  it('shows raw HTML as text: no script, no inline handler, no frame', () => {
    const { html } = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src="/x" onerror="alert(1)">',
        '<iframe src="https://example.org"></iframe>',
        '<a href="#" onclick="alert(1)">click</a>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<(script|img|iframe)\b/);
    // No tag carries a handler: the ones written are text.
    expect(html).not.toMatch(/<[^>]*\son\w+=/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops links to scripts and data, and pictures from other sites', () => {
    const { html } = renderMarkdown(
      [
        '[one](javascript:alert(1))',
        '[two](data:text/html;base64,PHNjcmlwdD4=)',
        '[three](vbscript:msgbox)',
        '![tracker](https://tracker.example.org/pixel.gif)',
        '![protocol-relative](//tracker.example.org/pixel.gif)',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/href="(javascript|data|vbscript):/i);
    expect(html).not.toContain('tracker.example.org');
  });

  it('keeps links, their safe attributes and the site’s own pictures with their size', () => {
    const image = '/api/blog/v1/images/0190c5a0-0000-7000-8000-000000000000-1200x800';
    const { html } = renderMarkdown(
      `[the directory](/professional-search) and [a study](https://example.org/study "The study")\n\n![A calm room](${image})`,
    );
    expect(html).toContain('<a href="/professional-search">the directory</a>');
    expect(html).toContain(
      '<a href="https://example.org/study" title="The study" rel="noopener noreferrer">a study</a>',
    );
    expect(html).toContain(
      `<img src="${image}" alt="A calm room" width="1200" height="800" loading="lazy" decoding="async" />`,
    );
  });

  it('keeps lists, quotes, code and tables, with a cell’s alignment and no other style', () => {
    const { html } = renderMarkdown(
      '- one\n- two\n\n> quoted\n\n`code`\n\n| a | b |\n|:-|-:|\n| 1 | 2 |',
    );
    expect(html).toContain('<ul>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<td style="text-align:right">2</td>');
  });

  it('gives the words a reader reads, for the reading time', () => {
    const { plainText } = renderMarkdown('## A title\n\nSome **bold** words and [a link](/x).');
    expect(plainText.split(/\s+/)).toEqual([
      'A',
      'title',
      'Some',
      'bold',
      'words',
      'and',
      'a',
      'link.',
    ]);
  });
});
