import { cleanup, render, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GalleryRoutes, galleryGroups, galleryPages } from '../../gallery';
import galleryStyles from '../../gallery/gallery.module.css';

afterEach(cleanup);

function renderGallery(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/ui/*" element={<GalleryRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

const controlRoles = ['button', 'link', 'textbox', 'combobox', 'checkbox', 'radio', 'tab', 'progressbar'];

describe('the ui gallery', () => {
  it('has a page per component, each id once, in a known group', () => {
    const ids = galleryPages.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const page of galleryPages) expect(galleryGroups).toContain(page.group);
  });

  it('lists every page on its index, mounted under any path', () => {
    const { container } = renderGallery('/ui');
    // Plain selectors: role queries over the whole index (every page's link) take seconds in jsdom.
    expect(container.querySelector('h1')?.textContent).toBe('Design system');
    const main = container.querySelector('main');
    if (!main) throw new Error('the gallery index has no main landmark');
    for (const page of galleryPages) {
      const link = main.querySelector(`a[href="/ui/${page.id}"]`);
      expect(link?.textContent, page.id).toContain(page.title);
    }
  });

  it.each(galleryPages.map((page) => [page.id, page] as const))(
    'renders the %s page with its title, and every control on it has a name',
    (_id, page) => {
      const { container } = renderGallery(`/ui/${page.id}`);
      const main = container.querySelector(`[data-gallery-page="${page.id}"]`) as HTMLElement;
      expect(main.querySelector('h1')?.textContent).toBe(page.title);
      for (const role of controlRoles) {
        const unnamed = within(main).queryAllByRole(role, {
          hidden: true,
          name: (name) => name.trim() === '',
        });
        expect(
          unnamed.map((element) => element.outerHTML.slice(0, 80)),
          `unnamed ${role}`,
        ).toEqual([]);
      }
    },
  );

  it('styles its frame with a CSS Module, whose class names vitest resolves', () => {
    const { container } = renderGallery('/ui/button');
    expect(galleryStyles.demo).toBeTruthy();
    expect(container.querySelector(`.${galleryStyles.demo}`)).not.toBeNull();
  });
});
