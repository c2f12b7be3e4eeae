/**
 * This remote borrows the shell's federation runtime, so it does not run on its own page: this
 * entry only points a developer who opened it directly to the shell.
 */
const root = document.getElementById('root');
if (root) {
  root.textContent = 'The settings module runs inside the shell: open the shell (http://localhost:4200 or :4300 in development).';
}
export {};
