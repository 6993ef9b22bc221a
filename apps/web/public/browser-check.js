/* global window, document */
/* Internet Explorer cannot run the application bundle: send it to the unsupported-browser page
   and, since the page itself cannot render there either, write a plain fallback. */
(function () {
  var ua = window.navigator.userAgent;
  if (ua.indexOf('MSIE ') === -1 && ua.indexOf('Trident/') === -1) return;
  if (window.location.pathname !== '/unsupported') {
    window.location.replace('/unsupported');
    return;
  }
  document.addEventListener('DOMContentLoaded', function () {
    var root = document.getElementById('root');
    if (!root) return;
    var login = window.location.protocol + '//' + window.location.host + '/login';
    root.innerHTML =
      '<div style="font-family:Arial,sans-serif;max-width:560px;margin:64px auto;padding:0 16px">' +
      '<h1 style="font-size:22px">Please upgrade your browser for a full platform experience!</h1>' +
      '<p>We recommend <a href="https://www.google.com/chrome/">Google Chrome</a>.</p>' +
      '<p>Once installed, sign in at: <strong>' +
      login +
      '</strong></p>' +
      '<p>Need help? Contact support at support@example.com.</p></div>';
  });
})();
