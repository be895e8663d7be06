import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../plain/plain-icon';
import { pageCount, pageRangeText, pageWindow, parsePageSize } from './paging';
import classes from './phone-footer.module.css';
import type { TableFooterProps } from './table-footer';

/**
 * TableFooter for a phone's cards (issue 32): the same choices, names and texts in plain elements,
 * without Mantine's Select and Pagination (their floating dropdown and styles cost a cheap phone's
 * main thread before the first tap). Rows per page is the phone's own picker.
 */
export function PhoneFooter({ pageIndex, pageSize, total, pageSizeOptions, onPageChange, onPageSizeChange }: TableFooterProps) {
  const { t } = useTranslation('table');
  const pages = pageCount(pageSize, total);
  const active = Math.min(pageIndex + 1, pages);
  const go = (page: number) => onPageChange(page - 1);
  return (
    <div className={classes.footer}>
      <label className={classes.size}>
        <span aria-hidden>{t('rowsPerPage')}</span>
        <select className={classes.select} aria-label={t('rowsPerPageLabel')} value={String(pageSize)} onChange={(e) => onPageSizeChange(parsePageSize(e.currentTarget.value))}>
          {pageSizeOptions.map((size) => (
            <option key={size} value={String(size)}>
              {size === 'All' ? t('all') : String(size)}
            </option>
          ))}
        </select>
      </label>
      {total > 0 && <span aria-live="polite">{pageRangeText(pageIndex, pageSize, total)}</span>}
      <nav className={classes.pages} aria-label={t('pagination')}>
        <button type="button" className={classes.page} aria-label={t('previousPage')} disabled={active <= 1} onClick={() => go(active - 1)}>
          <PlainIcon name="chevronLeft" size={18} />
        </button>
        {pageWindow(active, pages).map((page) => (
          <button key={page} type="button" className={classes.page} aria-label={t('page', { page })} aria-current={page === active ? 'page' : undefined} onClick={() => go(page)}>
            {page}
          </button>
        ))}
        <button type="button" className={classes.page} aria-label={t('nextPage')} disabled={active >= pages} onClick={() => go(active + 1)}>
          <PlainIcon name="chevronRight" size={18} />
        </button>
      </nav>
    </div>
  );
}
