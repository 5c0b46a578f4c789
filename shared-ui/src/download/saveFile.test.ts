import { saveFile } from './saveFile';

test('a file is saved through a clicked download link named as asked, its address released later', () => {
  jest.useFakeTimers();
  const blob = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost:8080/1');
  URL.revokeObjectURL = jest.fn();
  const clicked: { href: string; download: string; attached: boolean }[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
  });
  saveFile(blob, 'carnet-Luna-2026-03-12.pdf');
  expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
  expect(clicked).toEqual([
    { href: 'blob:http://localhost:8080/1', download: 'carnet-Luna-2026-03-12.pdf', attached: true },
  ]);
  expect(document.querySelector('a')).toBeNull();
  expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  jest.advanceTimersByTime(60_000);
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost:8080/1');
  click.mockRestore();
  jest.useRealTimers();
});
