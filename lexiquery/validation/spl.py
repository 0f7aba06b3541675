"""A parser for Splunk's Search Processing Language (SPL).

No usable SPL parser exists as a library, so this one follows SPL's structure: an implicit ``search``
(or a generating command after a leading pipe), then commands separated by pipes. Strings, macros
(backticks) and subsearches (brackets, parsed recursively) are tokenised first; then each command's
arguments are checked the way Splunk checks them: search expressions (terms, field comparisons,
boolean operators, ``IN`` lists), ``eval``/``where`` expressions with known functions, aggregations of
``stats``-like commands with known functions and a ``by`` clause, ``tstats … from datamodel=…``.
A command must be one of Splunk's standard search commands (STANDARD_COMMANDS) or one the connected
Splunk reports (apps add their own); any other is an error, with the closest known name suggested.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

EVAL_FUNCTIONS = frozenset(
    """abs acos acosh asin asinh atan atan2 atanh avg bit_and bit_or bit_not bit_xor bit_shift_left
    bit_shift_right case cidrmatch ceil ceiling coalesce commands cos cosh exact exp false floor hypot if
    in ipmask isarray isbool isdouble isint isnotnull isnull isnum isobject isstr json_append json_array
    json_array_to_mv json_delete json_entries json_extend json_extract json_extract_exact json_has_key_exact
    json_keys json_object json_set json_set_exact json_valid len like ln log lookup lower ltrim match max
    md5 min mv_to_json_array mvappend mvcount mvdedup mvfilter mvfind mvindex mvjoin mvmap mvrange mvsort
    mvzip now null nullif pi pow printf random relative_time replace round rtrim searchmatch sha1 sha256
    sha512 sigfig sin sinh spath split sqrt strftime strptime substr sum tan tanh time tonumber tostring
    trim true typeof upper urldecode validate ipv6mask cluster""".split()
)
STATS_FUNCTIONS = re.compile(
    r"^(?:count|c|dc|distinct_count|estdc|estdc_error|sum|sumsq|avg|mean|min|max|median|mode|range|stdev|"
    r"stdevp|var|varp|values|list|first|last|earliest|latest|earliest_time|latest_time|rate|rate_avg|rate_sum|"
    r"per_second|per_minute|per_hour|per_day|sparkline|(?:exact|upper)?perc\d{1,2}(?:\.\d+)?|p\d{1,2})$",
    re.IGNORECASE,
)
STATS_COMMANDS = frozenset({"stats", "eventstats", "streamstats", "chart", "timechart", "tstats", "sistats", "mstats"})
GENERATING = frozenset(
    """tstats inputlookup makeresults rest search from datamodel pivot metadata eventcount dbinspect loadjob
    savedsearch mstats mcatalog inputcsv multisearch set union tstats""".split()
)
# The search commands of Splunk's Search Reference ("Command quick reference", Splunk Enterprise 9.x and
# Splunk Cloud Platform), deprecated ones still listed there included. A command outside this table is
# valid only when the connected Splunk reports it (apps add their own: MLTK's fit, DB Connect's dbxquery…).
STANDARD_COMMANDS = frozenset(
    """abstract accum addcoltotals addinfo addtotals analyzefields anomalies anomalousvalue anomalydetection
    append appendcols appendpipe arules associate audit autoregress awssnsalert bin bucketdir chart cluster
    cofilter collect concurrency contingency convert correlate datamodel dbinspect dedup delete delta diff erex
    eval eventcount eventstats extract fieldformat fields fieldsummary filldown fillnull findtypes folderize
    foreach format from fromjson gauge gentimes geom geomfilter geostats head highlight history iconify inputcsv
    inputlookup iplocation join kmeans kvform loadjob localize localop lookup makecontinuous makemv makeresults
    map mcatalog mcollect metadata metasearch meventcollect mpreview mstats multikv multisearch mvcombine
    mvexpand nomv outlier outputcsv outputlookup outputtext overlap pivot predict rangemap rare redistribute
    regex reltime rename replace require rest return reverse rex rtorder savedsearch script scrub search
    searchtxn selfjoin sendalert sendemail set setfields sichart sirare sistats sitimechart sitop sort spath stats
    strcat streamstats table tags tail timechart timewrap tojson top transaction transpose trendline tscollect
    tstats typeahead typelearner typer union uniq untable walklex where x11 xmlkv xmlunescape xpath xyseries
    """.split()
    # Documented aliases: of bin, extract, script, mpreview, analyzefields, contingency, abstract, collect.
    + "bucket discretize kv run msearch af ctable counttable excerpt summaryindex".split()
    # Internal commands (the Search Reference's "Internal commands"), and crawl (removed, but still refused
    # as acting rather than as unknown).
    + "collapse dump findkeywords makejson noop prjob runshellscript crawl".split()
)
_WORD_STOP = set(' \t\r\n|[]()",=<>!`')


@dataclass
class SplResult:
    errors: list[tuple[str, int]] = field(default_factory=list)  # message, character offset
    warnings: list[str] = field(default_factory=list)
    commands: list[str] = field(default_factory=list)  # every command, subsearches included
    sources: list[str] = field(default_factory=list)  # index:…, sourcetype:…, datamodel:…, macro:…, lookup:…
    has_time_bound: bool = False


class SplSyntaxError(Exception):
    def __init__(self, message: str, offset: int) -> None:
        super().__init__(message)
        self.message = message
        self.offset = offset


@dataclass(frozen=True)
class Token:
    kind: str  # word, string, macro, subsearch, op, lparen, rparen, comma
    text: str
    offset: int


def _read_quoted(text: str, start: int, quote: str) -> int:
    """Index just past the closing ``quote`` (backslash escapes honoured)."""
    i = start + 1
    while i < len(text):
        if text[i] == "\\" and quote != "`":
            i += 2
            continue
        if text[i] == quote:
            return i + 1
        i += 1
    what = {"`": "macro", '"': "string", "'": "quoted name"}[quote]
    raise SplSyntaxError(f"unterminated {what} starting at character {start + 1}", start)


def _matching_bracket(text: str, start: int) -> int:
    """Index of the ``]`` closing the subsearch opened at ``start`` (strings and macros skipped)."""
    depth = 0
    i = start
    while i < len(text):
        char = text[i]
        if char in '"`':
            i = _read_quoted(text, i, char)
            continue
        if char == "[":
            depth += 1
        elif char == "]":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    raise SplSyntaxError(f"unclosed subsearch '[' at character {start + 1}", start)


def tokenize(text: str, base: int = 0) -> list[Token]:
    """Search-level tokens; a subsearch is one token holding its text."""
    tokens: list[Token] = []
    i = 0
    while i < len(text):
        char = text[i]
        if char.isspace():
            i += 1
        elif text.startswith("```", i):  # an inline comment
            end = text.find("```", i + 3)
            if end < 0:
                raise SplSyntaxError(f"unterminated comment starting at character {base + i + 1}", base + i)
            i = end + 3
        elif char in '"`':
            end = _read_quoted(text, i, char)
            tokens.append(Token("string" if char == '"' else "macro", text[i:end], base + i))
            i = end
        elif char == "[":
            end = _matching_bracket(text, i)
            tokens.append(Token("subsearch", text[i + 1 : end], base + i + 1))
            i = end + 1
        elif char == "]":
            raise SplSyntaxError(f"unexpected ']' at character {base + i + 1}", base + i)
        elif char == "(":
            tokens.append(Token("lparen", char, base + i))
            i += 1
        elif char == ")":
            tokens.append(Token("rparen", char, base + i))
            i += 1
        elif char == ",":
            tokens.append(Token("comma", char, base + i))
            i += 1
        elif char == "|":
            tokens.append(Token("pipe", char, base + i))
            i += 1
        elif char in "=<>!":
            two = text[i : i + 2]
            op = two if two in ("==", "!=", "<=", ">=") else char
            if op == "!":
                raise SplSyntaxError(f"'!' must be followed by '=' at character {base + i + 1}", base + i)
            tokens.append(Token("op", op, base + i))
            i += len(op)
        else:
            start = i
            while i < len(text) and text[i] not in _WORD_STOP:
                if text[i] == "\\":  # an escaped character belongs to the term
                    i += 2
                    continue
                if text[i] == "'":
                    i = _read_quoted(text, i, "'")
                    continue
                i += 1
            tokens.append(Token("word", text[start:i], base + start))
    return tokens


def _split_commands(tokens: list[Token]) -> list[list[Token]]:
    commands: list[list[Token]] = [[]]
    depth = 0
    for token in tokens:
        if token.kind == "lparen":
            depth += 1
        elif token.kind == "rparen":
            depth -= 1
            if depth < 0:
                raise SplSyntaxError(f"unbalanced ')' at character {token.offset + 1}", token.offset)
        if token.kind == "pipe" and depth == 0:
            commands.append([])
        else:
            commands[-1].append(token)
    if depth > 0:
        raise SplSyntaxError("unbalanced '(': a parenthesis is never closed", tokens[-1].offset if tokens else 0)
    return commands


class _Parser:
    def __init__(self, result: SplResult, known: frozenset[str]) -> None:
        self.result = result
        self.known = known  # the standard commands and those the connected Splunk reports

    # --- pipeline ----------------------------------------------------------------------------

    def pipeline(self, text: str, base: int = 0) -> None:
        tokens = tokenize(text, base)
        if not tokens:
            raise SplSyntaxError("empty search", base)
        leading_pipe = tokens[0].kind == "pipe"
        segments = _split_commands(tokens[1:] if leading_pipe else tokens)
        for position, segment in enumerate(segments):
            if not segment:
                where = "after the last '|'" if position == len(segments) - 1 else f"at command {position + 1}"
                raise SplSyntaxError(f"empty command {where}", base + len(text))
            implicit = position == 0 and not leading_pipe
            first = segment[0].text.lower() if segment[0].kind == "word" else ""
            if implicit and base and first != "search" and first in self.known:
                implicit = False  # a command template in brackets (foreach, map, appendpipe)
            if implicit and first != "search":
                self.command("search", segment, implicit=True)
                continue
            head = segment[0]
            if head.kind == "macro" and position > 0:
                self._macro(head)  # a macro standing for a whole command
                self._balanced(segment[1:])
                continue
            if head.kind != "word" or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", head.text):
                raise SplSyntaxError(f"expected a command name, found {head.text!r}", head.offset)
            name = head.text.lower()
            if name not in self.known:
                self.result.errors.append((_unknown_command(name, self.known), head.offset))
            elif position == 0 and leading_pipe and name not in GENERATING:
                self.result.warnings.append(f"'{name}' does not usually start a search")
            self.command(name, segment[1:])

    def command(self, name: str, args: list[Token], implicit: bool = False) -> None:
        self.result.commands.append(name)
        if name == "search":
            self.search_expression(args)
        elif name == "where":
            self.expression(args, f"{name} clause")
        elif name == "eval":
            self.assignments(args)
        elif name in STATS_COMMANDS:
            self.stats(name, args)
        elif name == "rename":
            self.rename(args)
        elif name in ("lookup", "inputlookup", "outputlookup"):
            words = [t.text for t in args if t.kind == "word" and "=" not in t.text]
            if words:
                self.result.sources.append(f"lookup:{words[0]}")
            self._balanced(args)
        else:
            self._balanced(args)
        for index, token in enumerate(args):
            if token.kind == "subsearch":
                self.pipeline(token.text, token.offset)
            elif token.kind == "macro":
                self._macro(token)
            elif name == "map" and token.kind == "string" and index >= 2 and args[index - 2].text == "search":
                self.pipeline(_unquote(token.text), token.offset + 1)  # map runs the quoted search per row

    def _macro(self, token: Token) -> None:
        name = token.text.strip("`").split("(")[0].strip()
        if not name:
            raise SplSyntaxError("empty macro ``", token.offset)
        self.result.sources.append(f"macro:{name}")

    def _balanced(self, args: list[Token]) -> None:
        depth = 0
        for token in args:
            depth += (token.kind == "lparen") - (token.kind == "rparen")

    # --- search expressions ------------------------------------------------------------------

    def search_expression(self, args: list[Token]) -> None:
        expect_operand = True
        previous: Token | None = None
        i = 0
        while i < len(args):
            token = args[i]
            upper = token.text.upper() if token.kind == "word" else ""
            if upper in ("AND", "OR"):
                if expect_operand:
                    raise SplSyntaxError(f"'{token.text}' needs a search term before it", token.offset)
                expect_operand = True
            elif upper == "NOT":
                expect_operand = True
            elif token.kind == "op":
                if previous is None or previous.kind not in ("word", "string", "macro") or expect_operand:
                    raise SplSyntaxError(f"'{token.text}' needs a field name before it", token.offset)
                value = args[i + 1] if i + 1 < len(args) else None
                if value is None or value.kind not in ("word", "string", "macro", "subsearch"):
                    raise SplSyntaxError(f"'{previous.text}{token.text}' has no value", token.offset)
                self._search_field(previous.text, value)
                i += 2
                previous = value
                expect_operand = False
                continue
            elif upper == "IN" and previous is not None and not expect_operand:
                if i + 1 >= len(args) or args[i + 1].kind != "lparen":
                    raise SplSyntaxError("IN must be followed by a parenthesised list", token.offset)
            elif token.kind == "lparen":
                expect_operand = True
            elif token.kind == "rparen":
                if expect_operand and previous is not None and previous.kind != "lparen":
                    raise SplSyntaxError("a boolean operator has nothing after it", token.offset)
                expect_operand = False
            elif token.kind == "comma":
                pass
            else:
                if token.kind == "word" and token.text.lower().startswith(("earliest", "latest")):
                    self.result.has_time_bound = True
                expect_operand = False
            previous = token
            i += 1
        if args and expect_operand and args[-1].kind == "word" and args[-1].text.upper() in ("AND", "OR", "NOT"):
            raise SplSyntaxError(f"the search ends with '{args[-1].text}'", args[-1].offset)

    def _search_field(self, name: str, value: Token) -> None:
        lowered = name.lower()
        if lowered in ("index", "sourcetype", "source", "host") and value.kind in ("word", "string"):
            literal = value.text.strip('"')
            if lowered in ("index", "sourcetype"):
                self.result.sources.append(f"{lowered}:{literal}")
        if lowered in ("earliest", "latest", "starttime", "endtime"):
            self.result.has_time_bound = True

    # --- eval expressions --------------------------------------------------------------------

    def assignments(self, args: list[Token]) -> None:
        groups = self._split_top(args, "comma")
        for group in groups:
            if len(group) < 3 or group[0].kind not in ("word", "string") or group[1].text not in ("=",):
                where = group[0].offset if group else (args[-1].offset if args else 0)
                raise SplSyntaxError("eval needs 'field = expression'", where)
            self.expression(group[2:], "eval expression")

    def expression(self, tokens: list[Token], what: str) -> None:
        text_tokens = _expression_tokens(tokens)
        if not text_tokens:
            raise SplSyntaxError(f"empty {what}", tokens[0].offset if tokens else 0)
        parser = _ExpressionParser(text_tokens, what)
        parser.parse()

    @staticmethod
    def _split_top(tokens: list[Token], kind: str) -> list[list[Token]]:
        groups: list[list[Token]] = [[]]
        depth = 0
        for token in tokens:
            depth += (token.kind == "lparen") - (token.kind == "rparen")
            if token.kind == kind and depth == 0:
                groups.append([])
            else:
                groups[-1].append(token)
        return [g for g in groups if g]

    # --- stats-like commands -----------------------------------------------------------------

    def stats(self, name: str, args: list[Token]) -> None:
        i = 0
        aggregations = 0
        while i < len(args):
            token = args[i]
            lowered = token.text.lower() if token.kind == "word" else ""
            if token.kind == "macro" or token.kind == "comma":
                i += 1
                continue
            if lowered == "by" or lowered == "over":
                if i + 1 >= len(args):
                    raise SplSyntaxError(f"'{token.text}' in {name} names no field", token.offset)
                for field_token in args[i + 1 :]:
                    if field_token.kind == "subsearch":
                        raise SplSyntaxError(f"a subsearch cannot be a {name} field", field_token.offset)
                return
            if lowered == "where" and name in ("tstats", "mstats"):
                end = next(
                    (j for j in range(i + 1, len(args)) if args[j].kind == "word" and args[j].text.lower() == "by"),
                    len(args),
                )
                self.search_expression(args[i + 1 : end])
                i = end
                continue
            if token.kind == "word" and i + 2 < len(args) and args[i + 1].text == "=":  # option=value
                if lowered == "datamodel":
                    self.result.sources.append(f"datamodel:{args[i + 2].text}")
                i += 3
                continue
            if lowered == "from":
                if i + 3 < len(args) and args[i + 2].text == "=":  # from datamodel=Model.Dataset
                    self.result.sources.append(f"datamodel:{args[i + 3].text}")
                    i += 4
                elif i + 1 < len(args):  # from datamodel:Model.Dataset, from <dataset>
                    target = args[i + 1].text
                    self.result.sources.append(f"datamodel:{target.split(':', 1)[-1]}")
                    i += 2
                else:
                    raise SplSyntaxError(f"'from' in {name} names no data model", token.offset)
                continue
            if lowered == "as":
                if i + 1 >= len(args) or args[i + 1].kind not in ("word", "string"):
                    raise SplSyntaxError(f"'as' in {name} needs a name", token.offset)
                i += 2
                if i < len(args) and args[i].kind == "lparen":  # a name with a parenthesised suffix
                    i = _after_group(args, i)
                continue
            if token.kind == "word" and "=" in token.text:
                i += 1
                continue
            if token.kind == "word":
                function = token.text.split("(")[0]
                known = STATS_FUNCTIONS.match(function) or (name in ("chart", "timechart") and function == "eval")
                if not known:
                    if aggregations:
                        raise SplSyntaxError(
                            f"'{token.text}' is not a {name} function (expected 'by', 'as' or an aggregation)",
                            token.offset,
                        )
                    raise SplSyntaxError(f"unknown {name} function '{function}'", token.offset)
                aggregations += 1
                i = _after_group(args, i + 1) if i + 1 < len(args) and args[i + 1].kind == "lparen" else i + 1
                continue
            i += 1

    def rename(self, args: list[Token]) -> None:
        for group in self._split_top(args, "comma"):
            words = [t for t in group if t.kind != "macro"]
            if not words:
                continue
            if len(words) % 3 != 0 or any(words[k].text.lower() != "as" for k in range(1, len(words), 3)):
                raise SplSyntaxError("rename needs 'field as newname'", group[0].offset)


def _unquote(literal: str) -> str:
    return re.sub(r"\\(.)", r"\1", literal[1:-1])


def _after_group(tokens: list[Token], start: int) -> int:
    """Index just past the parenthesised group opening at ``start``."""
    depth = 0
    for j in range(start, len(tokens)):
        depth += (tokens[j].kind == "lparen") - (tokens[j].kind == "rparen")
        if depth == 0:
            return j + 1
    return len(tokens)


_EXPRESSION_PIECE = re.compile(
    r"'[^']*'|(?:\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?|[A-Za-z_@{][\w{}:@$*]*(?:\.[\w{}:@$*]+)*|[+\-*/%.]"
)


def _expression_tokens(tokens: list[Token]) -> list[Token]:
    """Re-tokenise search-level tokens for an eval expression (operators inside words split out)."""
    out: list[Token] = []
    for token in tokens:
        if token.kind != "word":
            out.append(token)
            continue
        for match in _EXPRESSION_PIECE.finditer(token.text):
            piece = match.group(0)
            kind = "op" if piece in "+-*/%." and len(piece) == 1 else "word"
            out.append(Token(kind, piece, token.offset + match.start()))
        leftover = _EXPRESSION_PIECE.sub("", token.text)
        if leftover.strip():
            raise SplSyntaxError(f"unexpected {leftover.strip()!r} in an expression", token.offset)
    return out


class _ExpressionParser:
    """Recursive descent over eval/where expressions."""

    BINARY = (("OR",), ("XOR",), ("AND",))

    def __init__(self, tokens: list[Token], what: str) -> None:
        self.tokens = tokens
        self.i = 0
        self.what = what

    def parse(self) -> None:
        self.disjunction()
        if self.i < len(self.tokens):
            token = self.tokens[self.i]
            raise SplSyntaxError(f"unexpected {token.text!r} in {self.what}", token.offset)

    def peek(self) -> Token | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def keyword(self, *words: str) -> bool:
        token = self.peek()
        if token is not None and token.kind == "word" and token.text.upper() in words:
            self.i += 1
            return True
        return False

    def disjunction(self) -> None:
        self.conjunction()
        while self.keyword("OR", "XOR"):
            self.conjunction()

    def conjunction(self) -> None:
        self.negation()
        while self.keyword("AND"):
            self.negation()

    def negation(self) -> None:
        if self.keyword("NOT"):
            self.negation()
            return
        self.comparison()

    def comparison(self) -> None:
        self.additive()
        token = self.peek()
        if token is not None and token.kind == "op" and token.text in ("=", "==", "!=", "<", "<=", ">", ">="):
            self.i += 1
            self.additive()
        elif self.keyword("LIKE"):
            self.additive()
        elif self.keyword("IN"):
            self.call_arguments("in")

    def additive(self) -> None:
        self.multiplicative()
        while (token := self.peek()) is not None and token.kind == "op" and token.text in ("+", "-", "."):
            self.i += 1
            self.multiplicative()

    def multiplicative(self) -> None:
        self.unary()
        while (token := self.peek()) is not None and token.kind == "op" and token.text in ("*", "/", "%"):
            self.i += 1
            self.unary()

    def unary(self) -> None:
        token = self.peek()
        if token is not None and token.kind == "op" and token.text in ("-", "+"):
            self.i += 1
        self.primary()

    def primary(self) -> None:
        token = self.peek()
        if token is None:
            last = self.tokens[-1]
            raise SplSyntaxError(f"{self.what} ends where a value is expected", last.offset + len(last.text))
        self.i += 1
        if token.kind in ("string", "macro", "subsearch"):
            return
        if token.kind == "lparen":
            self.disjunction()
            self.expect("rparen")
            return
        if token.kind == "word":
            following = self.peek()
            if following is not None and following.kind == "lparen":
                name = token.text.lower()
                if name not in EVAL_FUNCTIONS:
                    raise SplSyntaxError(f"unknown eval function '{token.text}'", token.offset)
                self.call_arguments(name)
            return
        raise SplSyntaxError(f"unexpected {token.text!r} in {self.what}", token.offset)

    def call_arguments(self, name: str) -> None:
        self.expect("lparen")
        if (token := self.peek()) is not None and token.kind == "rparen":
            self.i += 1
            return
        while True:
            self.disjunction()
            token = self.peek()
            if token is not None and token.kind == "comma":
                self.i += 1
                continue
            self.expect("rparen")
            return

    def expect(self, kind: str) -> None:
        token = self.peek()
        if token is None or token.kind != kind:
            where = token.offset if token else (self.tokens[-1].offset if self.tokens else 0)
            found = repr(token.text) if token else "the end"
            raise SplSyntaxError(f"expected {'(' if kind == 'lparen' else ')'} in {self.what}, found {found}", where)
        self.i += 1


_PLACEHOLDER = re.compile(r"<<(\w+)>>")


def _unknown_command(name: str, known: frozenset[str]) -> str:
    close = difflib.get_close_matches(name, sorted(known), n=1, cutoff=0.75)
    hint = f" (did you mean '{close[0]}'?)" if close else ""
    return f"unknown command '{name}': not a standard Splunk search command, nor one the connected Splunk reports{hint}"


def parse_spl(query: str, *, commands: frozenset[str] = frozenset()) -> SplResult:
    """Parse ``query``; syntax errors are collected (with their character offset), never raised. A command
    is known when it is a standard one (STANDARD_COMMANDS) or in ``commands`` (those the connected Splunk
    reports: its apps' custom commands); any other is an error."""
    result = SplResult()
    known = STANDARD_COMMANDS | {command.lower() for command in commands}
    # foreach/map templates name their placeholders <<FIELD>>, <<MATCHSTR>>…: read them as names
    # (same length, so error offsets stay right).
    query = _PLACEHOLDER.sub(lambda m: f"__{m[1]}__", query)
    try:
        _Parser(result, known).pipeline(query)
    except SplSyntaxError as error:
        result.errors.append((error.message, error.offset))
    return result
