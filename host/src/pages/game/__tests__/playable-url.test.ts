import { describe, expect, it } from 'vitest';
import { isPlayableUrl } from '../game-start-page';

describe('a game launch address', () => {
  it.each(['https://studio.example/play?session=abc', 'http://127.0.0.1:9000/game', '/api/dev/game/42'])(
    '%s is framed',
    (url) => {
      expect(isPlayableUrl(url)).toBe(true);
    },
  );

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd'])(
    '%s is refused',
    (url) => {
      expect(isPlayableUrl(url)).toBe(false);
    },
  );
});
