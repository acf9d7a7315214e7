// @vitest-environment node
// The server renderer's HTML (the prerendered pages' build runs it in Node), where Emotion puts a
// `<style>` before each element it styles.
import { renderToString } from 'react-dom/server';
import { configForApiBase } from 'shared-contracts';
import { createHostValue, HostContext } from 'shared-contracts/react';
import { describe, expect, it } from 'vitest';
import { CallAgent, PageFrame } from './PageFrame';

const host = createHostValue(configForApiBase('http://api.test'), { phone: '(888) 984-8120' });

describe('the agent aside in server-rendered HTML', () => {
  it('has no <style> inside it, so the parser never stops to paint it half drawn (its text without the link)', () => {
    const html = renderToString(
      <HostContext.Provider value={host}>
        <PageFrame title="All plans">
          <p>body</p>
        </PageFrame>
        <CallAgent />
      </HostContext.Provider>,
    );
    const asides = html.match(/<aside[\s\S]*?<\/aside>/g) ?? [];
    expect(asides).toHaveLength(2);
    for (const aside of asides) {
      expect(aside).toContain('href="tel:+18889848120"');
      expect(aside).toContain('Call (888) 984-8120');
      expect(aside).not.toContain('<style');
    }
    // Its styles, the link's with them, come in one <style> just before it.
    expect(html).toMatch(/<style[^>]*>[^<]*>a\{[^<]*display:inline-block[^<]*<\/style><aside/);
  });
});
