#!/usr/bin/env python3
"""Measures motion-audit against hand labels on open-source apps.

The apps are not in this repository: each lives in a checkout under an apps
folder (`<apps>/<app>`), pinned to the commit recorded in Accuracy/apps.tsv.
Labels live in Accuracy/labels/<app>.tsv; docs/accuracy.md describes both files,
how the samples were drawn and how to re-create the checkouts.

  score   runs a motion-audit binary on every checkout and prints precision per
          rule and recall overall and per rule, per app and in total.
  sample  prints a seeded random sample of findings and of motion sites of one
          app, in the label files' shape with verdict and reason left empty;
          without --binary, only the sites, found without running the audit.
  inventory  runs `motion-audit inventory` on every checkout and prints the share
          of labelled sites (all, and the report-sites) that the inventory lists.

Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

DATA_DIRECTORY = Path(__file__).resolve().parent.parent / "Accuracy"

APPS_HEADER = ["app", "repository", "commit", "kind", "swift_files", "notes"]
LABELS_HEADER = ["kind", "file", "line", "rule", "verdict", "reason"]
VERDICTS = {"finding": ("correct", "wrong"), "site": ("report", "ignore")}
NO_RULE = "-"
RULE_ID = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*")

DEFAULT_FINDINGS_SAMPLE = 30
DEFAULT_SITES_SAMPLE = 30

# Lines of Swift that call a motion API, each with the rule that would be
# expected to report it. A line matching several patterns takes the first, so
# UIKit's `UIView.transition(` comes before SwiftUI's `.transition(`.
MOTION_PATTERNS: list[tuple[str, re.Pattern[str], str]] = [
    (name, re.compile(expression), rule)
    for name, expression, rule in [
        ("repeatForever", r"\brepeatForever\b", "ungated-looping-animation"),
        ("matchedGeometryEffect", r"\.matchedGeometryEffect\(", "ungated-matched-geometry"),
        ("phaseAnimator", r"\.phaseAnimator\(", "ungated-animator-movement"),
        ("keyframeAnimator", r"\.keyframeAnimator\(", "ungated-animator-movement"),
        ("scrollTransition", r"\.scrollTransition\b", "ungated-scroll-effect"),
        ("symbolEffect", r"\.symbolEffect\(", "displacement-symbol-effect"),
        ("UIView.animate", r"\bUIView\.animate(?:Keyframes)?\b", "ungated-uikit-animation"),
        ("UIView.transition", r"\bUIView\.transition\b", "ungated-uikit-animation"),
        ("UIViewPropertyAnimator", r"\bUIViewPropertyAnimator\b", "ungated-uikit-animation"),
        ("Core Animation", r"\b(?:CABasicAnimation|CAKeyframeAnimation|CASpringAnimation)\b",
         "ungated-uikit-animation"),
        ("setContentOffset animated", r"\bsetContentOffset\(.*animated:\s*true",
         "ungated-uikit-animation"),
        ("scrollToRow animated", r"\bscrollTo(?:Row|Item)\(.*animated:\s*true",
         "ungated-uikit-animation"),
        ("withAnimation", r"\bwithAnimation\s*[({]", "ungated-explicit-animation"),
        (".animation(", r"\.animation\(", "ungated-explicit-animation"),
        (".transition(", r"\.transition\(", "movement-transition-without-fade"),
        ("Lottie", r"\b(?:LottieAnimationView|LottieView|AnimationView)\b", "ungated-lottie-loop"),
        ("Rive", r"\bRiveViewModel\b", "unpaused-rive-view"),
        ("looping video", r"\b(?:AVPlayerLooper|AVQueuePlayer)\b",
         "autoplay-ignores-animated-images"),
        ("animated image",
         r"\b(?:animatedImage\w*|AnimatedImage\w*|animationImages|GIFImage\w*|SDAnimatedImage\w*|"
         r"FLAnimatedImage\w*|YYAnimatedImageView|GIFAnimatable)\b",
         "autoplay-ignores-animated-images"),
        (".offset(", r"\.offset\(", "ungated-explicit-animation"),
        (".scaleEffect(", r"\.scaleEffect\(", "ungated-explicit-animation"),
        (".rotationEffect(", r"\.rotationEffect\(", "ungated-explicit-animation"),
    ]
]
# `scrollTo(` counts only inside withAnimation: on its line or this many before.
SCROLL_TO = re.compile(r"\bscrollTo\(")
WITH_ANIMATION = re.compile(r"\bwithAnimation\b")
SCROLL_TO_LOOKBACK = 3

# Path components and file names of test code, and of folders that hold other
# projects' code or build products rather than the app's own source.
TEST_DIRECTORY = re.compile(r"(?:Tests?|UITests?|TestSupport|Testing)$")
TEST_FILE = re.compile(r"(?:Tests?|Spec|Mock)s?\.swift$")
SKIPPED_DIRECTORIES = {".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "SourcePackages"}


class DataError(Exception):
    """Bad input: the message names the file, line and reason."""


@dataclass(frozen=True)
class App:
    name: str
    repository: str
    commit: str
    kind: str
    swift_files: int
    notes: str


@dataclass(frozen=True)
class Label:
    kind: str
    file: str
    first_line: int
    last_line: int
    rule: str
    verdict: str
    reason: str
    source: str
    row: int

    @property
    def line_text(self) -> str:
        if self.first_line == self.last_line:
            return str(self.first_line)
        return f"{self.first_line}-{self.last_line}"

    def covers(self, file: str, line: int) -> bool:
        return self.file == file and self.first_line <= line <= self.last_line


@dataclass(frozen=True, order=True)
class Finding:
    file: str
    line: int
    rule: str
    # The finding's other positions (file, line): the animation that drives a reported
    # transition, which the audit reports there instead of as a second finding.
    related: tuple[tuple[str, int], ...] = field(default=(), compare=False, hash=False)
    # "warning" or "note" as the audit reported it ("" when the report leaves it out);
    # not part of the finding's identity, which the labels match.
    severity: str = field(default="", compare=False, hash=False)

    def lies_in(self, site: "Label") -> bool:
        """Whether the finding, or one of its related positions, lies in the site's range."""
        return site.covers(self.file, self.line) or any(site.covers(f, l) for f, l in self.related)


@dataclass
class RuleTally:
    correct: int = 0
    wrong: int = 0
    unlabelled: int = 0

    @property
    def precision(self) -> float | None:
        judged = self.correct + self.wrong
        return self.correct / judged if judged else None

    def add(self, other: RuleTally) -> None:
        self.correct += other.correct
        self.wrong += other.wrong
        self.unlabelled += other.unlabelled


@dataclass
class RecallTally:
    found: int = 0
    sites: int = 0

    @property
    def recall(self) -> float | None:
        return self.found / self.sites if self.sites else None

    def add(self, other: RecallTally) -> None:
        self.found += other.found
        self.sites += other.sites


@dataclass
class Score:
    """What one app's labels say about one run of the audit (or several, summed)."""

    findings: int = 0
    by_rule: dict[str, RuleTally] = field(default_factory=dict)
    by_severity: dict[str, RuleTally] = field(default_factory=dict)
    recall: RecallTally = field(default_factory=RecallTally)
    recall_by_rule: dict[str, RecallTally] = field(default_factory=dict)
    missed: list[Label] = field(default_factory=list)
    unlabelled: list[Finding] = field(default_factory=list)
    no_longer_reported: list[Label] = field(default_factory=list)
    conflicts: list[tuple[Label, Label]] = field(default_factory=list)

    @property
    def labelled(self) -> int:
        return sum(t.correct + t.wrong for t in self.by_rule.values())

    @property
    def overall(self) -> RuleTally:
        total = RuleTally()
        for tally in self.by_rule.values():
            total.add(tally)
        return total

    def add(self, other: Score) -> None:
        self.findings += other.findings
        for rule, tally in other.by_rule.items():
            self.by_rule.setdefault(rule, RuleTally()).add(tally)
        for severity, tally in other.by_severity.items():
            self.by_severity.setdefault(severity, RuleTally()).add(tally)
        self.recall.add(other.recall)
        for rule, tally in other.recall_by_rule.items():
            self.recall_by_rule.setdefault(rule, RecallTally()).add(tally)
        self.missed += other.missed
        self.unlabelled += other.unlabelled
        self.no_longer_reported += other.no_longer_reported
        self.conflicts += other.conflicts


# Reading the data files


def read_rows(path: Path, header: list[str]) -> list[tuple[int, list[str]]]:
    """The rows of a tab-separated file after its header, with their 1-based line numbers."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError(f"{path}: no such file") from None
    except UnicodeDecodeError as error:
        raise DataError(f"{path}: not UTF-8 ({error.reason} at byte {error.start})") from None
    lines = text.splitlines()
    if not lines or lines[0].split("\t") != header:
        found = lines[0] if lines else "an empty file"
        raise DataError(f"{path}:1: the header must be {'<tab>'.join(header)!r}, found {found!r}")
    rows = []
    problems = []
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != len(header):
            problems.append(f"{path}:{number}: {len(fields)} tab-separated fields, expected {len(header)} ({', '.join(header)})")
            continue
        rows.append((number, [f.strip() for f in fields]))
    if problems:
        raise DataError("\n".join(problems))
    return rows


def read_apps(path: Path) -> list[App]:
    apps = []
    problems = []
    seen: dict[str, int] = {}
    for number, (name, repository, commit, kind, swift_files, notes) in read_rows(path, APPS_HEADER):
        where = f"{path}:{number}"
        if not re.fullmatch(r"[a-z0-9][a-z0-9_-]*", name):
            problems.append(f"{where}: app {name!r} must be a short lowercase id (letters, digits, - or _)")
        elif name in seen:
            problems.append(f"{where}: app {name!r} is already listed on line {seen[name]}")
        seen.setdefault(name, number)
        if not re.fullmatch(r"[\w.-]+/[\w.-]+", repository):
            problems.append(f"{where}: repository {repository!r} must be owner/name")
        if not re.fullmatch(r"[0-9a-f]{40}", commit):
            problems.append(f"{where}: commit {commit!r} must be 40 lowercase hexadecimal digits")
        if not swift_files.isdigit():
            problems.append(f"{where}: swift_files {swift_files!r} must be a whole number")
        if not kind:
            problems.append(f"{where}: kind is empty")
        if not problems:
            apps.append(App(name, repository, commit, kind, int(swift_files), notes))
    if problems:
        raise DataError("\n".join(problems))
    return apps


def parse_line_range(text: str) -> tuple[int, int] | None:
    match = re.fullmatch(r"([1-9][0-9]*)(?:-([1-9][0-9]*))?", text)
    if not match:
        return None
    first = int(match.group(1))
    last = int(match.group(2) or first)
    return (first, last) if first <= last else None


def read_labels(path: Path) -> list[Label]:
    labels = []
    problems = []
    seen: dict[tuple[str, str, str, str], int] = {}
    for number, (kind, file, line, rule, verdict, reason) in read_rows(path, LABELS_HEADER):
        where = f"{path}:{number}"
        row_problems = []
        if kind not in VERDICTS:
            row_problems.append(f"kind {kind!r} is not one of finding, site")
        elif verdict not in VERDICTS[kind]:
            row_problems.append(f"verdict {verdict!r} of a {kind} is not one of {', '.join(VERDICTS[kind])}")
        if not file:
            row_problems.append("file is empty")
        elif file.startswith("/") or ".." in Path(file).parts:
            row_problems.append(f"file {file!r} must be relative to the app's root")
        lines = parse_line_range(line)
        if lines is None:
            row_problems.append(f"line {line!r} must be a 1-based line number or a range like 12-15")
        elif kind == "finding" and lines[0] != lines[1]:
            row_problems.append(f"line {line!r}: a finding has one line, the line the audit reports")
        if not rule:
            row_problems.append(f"rule is empty (a rule id, or {NO_RULE} for a site no rule covers)")
        elif kind == "finding" and rule == NO_RULE:
            row_problems.append("a finding names the rule that reported it")
        elif rule != NO_RULE and not RULE_ID.fullmatch(rule):
            row_problems.append(f"rule {rule!r} is not a rule id (lowercase words joined by -) or {NO_RULE}")
        if not reason:
            row_problems.append("reason is empty: say in one line why")
        key = (kind, file.removeprefix("./"), line, rule)
        if not row_problems and key in seen:
            row_problems.append(f"the same {kind} is already labelled on line {seen[key]}")
        seen.setdefault(key, number)
        if row_problems:
            problems += [f"{where}: {problem}" for problem in row_problems]
            continue
        assert lines is not None
        labels.append(Label(kind, file.removeprefix("./"), lines[0], lines[1], rule, verdict, reason, str(path), number))
    if problems:
        raise DataError("\n".join(problems))
    return labels


# Running the audit and the checkouts


def checkout_head(checkout: Path) -> str:
    result = subprocess.run(["git", "-C", str(checkout), "rev-parse", "HEAD"], capture_output=True, text=True)
    if result.returncode != 0:
        raise DataError(f"{checkout}: not a git checkout ({result.stderr.strip()})")
    return result.stdout.strip()


def run_audit(binary: Path, checkout: Path) -> list[Finding]:
    """Every finding of the audit of one checkout, with paths relative to it."""
    root = checkout.resolve()
    command = [str(binary), str(root), "--format", "json", "--no-cache"]
    try:
        result = subprocess.run(command, capture_output=True, text=True)
    except OSError as error:
        raise DataError(f"{binary}: cannot run it ({error.strerror})") from None
    # 1 means "found something at or above the threshold", which is the normal case here.
    if result.returncode not in (0, 1):
        raise DataError(f"{binary} exited {result.returncode} on {root}: {result.stderr.strip()[-2000:]}")
    try:
        report = json.loads(result.stdout)
        entries = report["findings"]
        findings = []
        def relative(path: Path) -> str:
            try:
                return str(path.resolve().relative_to(root)) if path.is_absolute() else str(path)
            except ValueError:
                return str(path)

        for entry in entries:
            path = Path(entry["file"])
            related = tuple(
                (relative(Path(place["file"])), int(place["line"])) for place in entry.get("related", [])
            )
            severity = str(entry.get("severity", ""))
            findings.append(Finding(relative(path), int(entry["line"]), str(entry["rule"]), related, severity))
    except (json.JSONDecodeError, KeyError, TypeError, ValueError) as error:
        if not result.stdout.strip():
            detail = result.stderr.strip()[-2000:] or "nothing on standard error either"
            raise DataError(f"{binary} printed no report on {root} (exit {result.returncode}): {detail}") from None
        raise DataError(f"{binary}: its JSON report on {root} is not the expected shape ({error})") from None
    return findings


# Scoring


def score_app(findings: list[Finding], labels: list[Label]) -> Score:
    """Matches findings to labels by (file, line, rule) and tallies precision and recall.

    A finding takes the verdict of its own finding label; without one, of the
    narrowest site label whose range holds it and whose rule is the finding's
    rule or `-` (`report` counts as correct, `ignore` as wrong). A site
    labelled `report` is found when any finding, or a related position of one,
    lies in its file within its line range.
    """
    score = Score()
    distinct = sorted(set(findings))
    score.findings = len(distinct)
    finding_labels = {Finding(l.file, l.first_line, l.rule): l for l in labels if l.kind == "finding"}
    site_labels = [l for l in labels if l.kind == "site"]
    for finding in distinct:
        tally = score.by_rule.setdefault(finding.rule, RuleTally())
        severity_tally = score.by_severity.setdefault(finding.severity or NO_RULE, RuleTally())
        verdict = None
        if finding in finding_labels:
            verdict = finding_labels[finding].verdict == "correct"
        else:
            covering = [
                l for l in site_labels
                if l.covers(finding.file, finding.line) and l.rule in (finding.rule, NO_RULE)
            ]
            if covering:
                narrowest = min(covering, key=lambda l: l.last_line - l.first_line)
                verdict = narrowest.verdict == "report"
        if verdict is None:
            tally.unlabelled += 1
            severity_tally.unlabelled += 1
            score.unlabelled.append(finding)
        elif verdict:
            tally.correct += 1
            severity_tally.correct += 1
        else:
            tally.wrong += 1
            severity_tally.wrong += 1
    for finding, label in finding_labels.items():
        for site in site_labels:
            if site.covers(finding.file, finding.line) and site.rule in (finding.rule, NO_RULE):
                if (label.verdict == "correct") != (site.verdict == "report"):
                    score.conflicts.append((label, site))
    reported = set(distinct)
    score.no_longer_reported = [
        label for key, label in finding_labels.items() if key not in reported
    ]
    for site in site_labels:
        if site.verdict != "report":
            continue
        found = any(f.lies_in(site) for f in findings)
        score.recall.sites += 1
        score.recall.found += found
        per_rule = score.recall_by_rule.setdefault(site.rule, RecallTally())
        per_rule.sites += 1
        per_rule.found += found
        if not found:
            score.missed.append(site)
    return score


def percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"


def label_row(kind: str, file: str, line: str, rule: str, verdict: str = "", reason: str = "") -> str:
    return "\t".join([kind, file, line, rule, verdict, reason])


def print_score(score: Score, show_unlabelled: bool, details: bool, out) -> None:
    """The figures; with `details`, also the rows behind them (missed sites, unlabelled findings)."""
    print(f"findings {score.findings}, labelled {score.labelled}, unlabelled {len(score.unlabelled)}", file=out)
    if score.by_rule:
        width = max(len(rule) for rule in score.by_rule) + 2
        print(f"  {'precision by rule':<{width}}{'correct':>8}{'wrong':>7}{'unlab.':>8}{'precision':>11}", file=out)
        for rule in sorted(score.by_rule):
            t = score.by_rule[rule]
            print(f"  {rule:<{width}}{t.correct:>8}{t.wrong:>7}{t.unlabelled:>8}{percent(t.precision):>11}", file=out)
        t = score.overall
        print(f"  {'all rules':<{width}}{t.correct:>8}{t.wrong:>7}{t.unlabelled:>8}{percent(t.precision):>11}", file=out)
        print(f"  {'precision by severity':<{width}}", file=out)
        for severity in sorted(score.by_severity):
            t = score.by_severity[severity]
            print(f"  {severity:<{width}}{t.correct:>8}{t.wrong:>7}{t.unlabelled:>8}{percent(t.precision):>11}", file=out)
    r = score.recall
    print(f"recall: {r.found} of {r.sites} report-sites found ({percent(r.recall)})", file=out)
    for rule in sorted(score.recall_by_rule):
        t = score.recall_by_rule[rule]
        print(f"  {rule}: {t.found} of {t.sites} ({percent(t.recall)})", file=out)
    lost = [l for l in score.no_longer_reported if l.verdict == "correct"]
    gone = [l for l in score.no_longer_reported if l.verdict == "wrong"]
    if not details:
        if lost or gone:
            print(f"labelled findings no longer reported: {len(lost)} correct, {len(gone)} wrong", file=out)
        if score.conflicts:
            print(f"label rows that disagree: {len(score.conflicts)}", file=out)
        return
    if score.missed:
        print("missed report-sites:", file=out)
        for site in sorted(score.missed, key=lambda l: (l.file, l.first_line)):
            print(f"  {site.file}:{site.line_text} [{site.rule}] {site.reason}", file=out)
    if lost:
        print("labelled correct but no longer reported:", file=out)
        for label in lost:
            print(f"  {label.file}:{label.line_text} [{label.rule}] {label.reason}", file=out)
    if gone:
        print(f"labelled wrong and no longer reported: {len(gone)}", file=out)
    for finding_label, site in score.conflicts:
        print(f"labels disagree: {finding_label.source}:{finding_label.row} calls the finding {finding_label.verdict}, "
              f"{site.source}:{site.row} calls its site {site.verdict}", file=out)
    if score.unlabelled:
        if show_unlabelled:
            print("unlabelled findings (label rows; fill in verdict and reason):", file=out)
            for finding in score.unlabelled:
                print(label_row("finding", finding.file, str(finding.line), finding.rule), file=out)
        else:
            print("unlabelled findings (--show-unlabelled prints them as label rows):", file=out)
            for finding in score.unlabelled:
                print(f"  {finding.file}:{finding.line} [{finding.rule}]", file=out)


def score_to_json(score: Score) -> dict:
    overall = score.overall
    return {
        "findings": score.findings,
        "labelled": score.labelled,
        "unlabelled": len(score.unlabelled),
        "precision": overall.precision,
        "precisionByRule": {
            rule: {"correct": t.correct, "wrong": t.wrong, "unlabelled": t.unlabelled, "precision": t.precision}
            for rule, t in sorted(score.by_rule.items())
        },
        "precisionBySeverity": {
            severity: {"correct": t.correct, "wrong": t.wrong, "unlabelled": t.unlabelled, "precision": t.precision}
            for severity, t in sorted(score.by_severity.items())
        },
        "recall": {"found": score.recall.found, "sites": score.recall.sites, "recall": score.recall.recall},
        "recallByRule": {
            rule: {"found": t.found, "sites": t.sites, "recall": t.recall}
            for rule, t in sorted(score.recall_by_rule.items())
        },
        "missedSites": [
            {"file": l.file, "line": l.line_text, "rule": l.rule, "reason": l.reason, "label": f"{l.source}:{l.row}"}
            for l in score.missed
        ],
        "noLongerReported": [
            {"file": l.file, "line": l.first_line, "rule": l.rule, "verdict": l.verdict, "reason": l.reason}
            for l in score.no_longer_reported
        ],
        "unlabelledFindings": [{"file": f.file, "line": f.line, "rule": f.rule} for f in score.unlabelled],
        "labelConflicts": [
            {"finding": f"{a.source}:{a.row}", "site": f"{b.source}:{b.row}"} for a, b in score.conflicts
        ],
    }


@dataclass
class InventoryCoverage:
    """How many labelled sites of one app (or several, summed) the inventory lists."""

    sites: int = 0
    listed: int = 0
    report_sites: int = 0
    report_listed: int = 0
    inventory_sites: int = 0
    unlisted: list[Label] = field(default_factory=list)

    @property
    def share(self) -> float | None:
        return self.listed / self.sites if self.sites else None

    @property
    def report_share(self) -> float | None:
        return self.report_listed / self.report_sites if self.report_sites else None

    def add(self, other: InventoryCoverage) -> None:
        self.sites += other.sites
        self.listed += other.listed
        self.report_sites += other.report_sites
        self.report_listed += other.report_listed
        self.inventory_sites += other.inventory_sites
        self.unlisted += other.unlisted


def run_inventory(binary: Path, checkout: Path) -> list[tuple[str, int]]:
    """(file, line) of every site `motion-audit inventory` lists in one checkout, paths relative to it."""
    root = checkout.resolve()
    command = [str(binary), "inventory", str(root), "--format", "json"]
    try:
        result = subprocess.run(command, capture_output=True, text=True)
    except OSError as error:
        raise DataError(f"{binary}: cannot run it ({error.strerror})") from None
    if result.returncode != 0:
        raise DataError(f"{binary} inventory exited {result.returncode} on {root}: {result.stderr.strip()[-2000:]}")
    try:
        document = json.loads(result.stdout)
        sites = []
        for screen in document["screens"]:
            for site in screen["sites"]:
                path = Path(site["file"])
                try:
                    file = str(path.resolve().relative_to(root)) if path.is_absolute() else str(path)
                except ValueError:
                    file = str(path)
                sites.append((file, int(site["line"])))
    except (json.JSONDecodeError, KeyError, TypeError, ValueError) as error:
        raise DataError(f"{binary}: its inventory JSON on {root} is not the expected shape ({error})") from None
    return sites


def inventory_coverage(sites: list[tuple[str, int]], labels: list[Label]) -> InventoryCoverage:
    """Which site labels hold at least one inventory site in their file and line range."""
    coverage = InventoryCoverage(inventory_sites=len(sites))
    by_file: dict[str, list[int]] = {}
    for file, line in sites:
        by_file.setdefault(file, []).append(line)
    for label in labels:
        if label.kind != "site":
            continue
        listed = any(label.first_line <= line <= label.last_line for line in by_file.get(label.file, []))
        coverage.sites += 1
        coverage.listed += listed
        if label.verdict == "report":
            coverage.report_sites += 1
            coverage.report_listed += listed
        if not listed:
            coverage.unlisted.append(label)
    return coverage


def print_coverage(coverage: InventoryCoverage, details: bool, out) -> None:
    print(f"inventory: {coverage.inventory_sites} sites listed; labelled sites listed: {coverage.listed} of "
          f"{coverage.sites} ({percent(coverage.share)}), report-sites {coverage.report_listed} of "
          f"{coverage.report_sites} ({percent(coverage.report_share)})", file=out)
    if details and coverage.unlisted:
        print("labelled sites the inventory does not list:", file=out)
        for label in sorted(coverage.unlisted, key=lambda l: (l.file, l.first_line)):
            print(f"  {label.file}:{label.line_text} [{label.verdict}] {label.reason}", file=out)


def command_inventory(arguments: argparse.Namespace) -> int:
    data = Path(arguments.data)
    apps = select_apps(read_apps(data / "apps.tsv"), arguments.app, data)
    total = InventoryCoverage()
    results = []
    for app in apps:
        checkout = Path(arguments.apps) / app.name
        if not checkout.is_dir():
            message = f"{checkout}: no checkout of {app.name}; clone {app.repository} there (docs/accuracy.md)"
            if arguments.skip_missing:
                print(f"skipped: {message}", file=sys.stderr)
                continue
            raise DataError(message)
        labels = read_labels(data / "labels" / f"{app.name}.tsv")
        coverage = inventory_coverage(run_inventory(Path(arguments.binary), checkout), labels)
        total.add(coverage)
        results.append((app, coverage))
    if not results:
        raise DataError(f"{arguments.apps}: no checkout of any listed app")
    if arguments.json:
        def figures(coverage: InventoryCoverage) -> dict:
            return {
                "inventorySites": coverage.inventory_sites, "labelledSites": coverage.sites,
                "listed": coverage.listed, "share": coverage.share, "reportSites": coverage.report_sites,
                "reportListed": coverage.report_listed, "reportShare": coverage.report_share,
                "unlisted": [{"file": l.file, "line": l.line_text, "verdict": l.verdict, "label": f"{l.source}:{l.row}"}
                             for l in coverage.unlisted],
            }
        json.dump({"apps": [{"app": app.name, **figures(c)} for app, c in results], "total": figures(total)},
                  sys.stdout, indent=2)
        print()
        return 0
    for app, coverage in results:
        print(f"== {app.name} ==")
        print_coverage(coverage, True, sys.stdout)
    if len(results) > 1:
        print(f"== total: {len(results)} apps ==")
        print_coverage(total, False, sys.stdout)
    return 0


def select_apps(apps: list[App], name: str | None, data: Path) -> list[App]:
    if name is None:
        return apps
    chosen = [app for app in apps if app.name == name]
    if not chosen:
        known = ", ".join(app.name for app in apps) or "none"
        raise DataError(f"{data / 'apps.tsv'}: no app {name!r} (listed: {known})")
    return chosen


def command_score(arguments: argparse.Namespace) -> int:
    data = Path(arguments.data)
    apps = select_apps(read_apps(data / "apps.tsv"), arguments.app, data)
    binary = Path(arguments.binary)
    total = Score()
    results = []
    mismatched = []
    for app in apps:
        checkout = Path(arguments.apps) / app.name
        if not checkout.is_dir():
            message = (f"{checkout}: no checkout of {app.name}; clone {app.repository} there and check out "
                       f"{app.commit} (docs/accuracy.md)")
            if arguments.skip_missing:
                print(f"skipped: {message}", file=sys.stderr)
                continue
            raise DataError(message)
        head = checkout_head(checkout)
        labels = read_labels(data / "labels" / f"{app.name}.tsv")
        score = score_app(run_audit(binary, checkout), labels)
        if head != app.commit:
            mismatched.append(app.name)
        total.add(score)
        results.append((app, checkout, head, score))
    if not results:
        raise DataError(f"{arguments.apps}: no checkout of any listed app to score")
    if arguments.json:
        document = {
            "binary": str(binary),
            "apps": [
                {
                    "app": app.name, "repository": app.repository, "commit": app.commit,
                    "checkoutHead": head, "commitMatches": head == app.commit, **score_to_json(score),
                }
                for app, _, head, score in results
            ],
            "total": score_to_json(total),
        }
        json.dump(document, sys.stdout, indent=2)
        print()
    else:
        for app, checkout, head, score in results:
            print(f"== {app.name}: {app.repository} at {app.commit[:12]} ({app.kind}) ==")
            if head == app.commit:
                print(f"checkout {checkout}: HEAD is the pinned commit")
            else:
                print(f"WARNING checkout {checkout}: HEAD is {head}, not the pinned {app.commit}; "
                      f"labels' lines may not match (git -C {checkout} checkout {app.commit})")
            print_score(score, arguments.show_unlabelled, True, sys.stdout)
            print()
        if len(results) > 1:
            print(f"== total: {len(results)} apps ==")
            print_score(total, False, False, sys.stdout)
    if mismatched:
        print(f"checkouts not at their pinned commit: {', '.join(mismatched)}", file=sys.stderr)
        return 1
    return 0


# Sampling


def is_test_path(relative: Path) -> bool:
    return any(TEST_DIRECTORY.search(part) for part in relative.parts[:-1]) or bool(TEST_FILE.search(relative.name))


def app_swift_files(root: Path) -> list[Path]:
    """The app's own non-test Swift files, relative to its root, in a stable order."""
    files = []
    for directory, subdirectories, names in os.walk(root):
        subdirectories[:] = sorted(d for d in subdirectories if d not in SKIPPED_DIRECTORIES)
        for name in sorted(names):
            if name.endswith(".swift"):
                relative = (Path(directory) / name).relative_to(root)
                if not is_test_path(relative):
                    files.append(relative)
    return files


def inside_with_animation(lines: list[str], index: int) -> bool:
    """Whether the `scrollTo(` on `lines[index]` sits in a withAnimation block opened at most a few lines before."""
    call = SCROLL_TO.search(lines[index])
    assert call is not None
    for start in range(index, max(-1, index - SCROLL_TO_LOOKBACK - 1), -1):
        opening = WITH_ANIMATION.search(lines[start])
        if opening is None or (start == index and opening.start() > call.start()):
            continue
        end = call.start() if start == index else None
        between = [lines[start][opening.start():end]] + lines[start + 1:index]
        if start != index:
            between.append(lines[index][: call.start()])
        text = "".join(between)
        return text.count("{") > text.count("}")
    return False


def motion_sites(root: Path) -> list[tuple[str, int, str, str]]:
    """(file, line, pattern, suggested rule) for every line calling a motion API."""
    sites = []
    for relative in app_swift_files(root):
        try:
            lines = (root / relative).read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError as error:
            raise DataError(f"{root / relative}: cannot read it ({error.strerror})") from None
        for index, line in enumerate(lines):
            code = line.strip()
            if code.startswith("//") or code.startswith("*") or code.startswith("/*"):
                continue
            match = next(((name, rule) for name, pattern, rule in MOTION_PATTERNS if pattern.search(code)), None)
            if match is None and SCROLL_TO.search(code) and inside_with_animation(lines, index):
                match = ("scrollTo( in withAnimation", "ungated-explicit-animation")
            if match:
                sites.append((str(relative), index + 1, match[0], match[1]))
    return sites


def stratified_sample(findings: list[Finding], count: int, rng: random.Random) -> list[Finding]:
    """`count` findings (all when fewer), drawn in turn from each rule so every rule gets some."""
    if len(findings) <= count:
        return sorted(findings)
    by_rule: dict[str, list[Finding]] = {}
    for finding in sorted(findings):
        by_rule.setdefault(finding.rule, []).append(finding)
    for group in by_rule.values():
        rng.shuffle(group)
    chosen: list[Finding] = []
    while len(chosen) < count:
        for rule in sorted(by_rule):
            if by_rule[rule] and len(chosen) < count:
                chosen.append(by_rule[rule].pop())
    return sorted(chosen)


def command_sample(arguments: argparse.Namespace) -> int:
    checkout = Path(arguments.apps) / arguments.app
    if not checkout.is_dir():
        raise DataError(f"{checkout}: no checkout of {arguments.app}")
    data = Path(arguments.data)
    apps_file = data / "apps.tsv"
    if apps_file.exists():
        pinned = [app for app in read_apps(apps_file) if app.name == arguments.app]
        head = checkout_head(checkout)
        if pinned and pinned[0].commit != head:
            print(f"WARNING {checkout}: HEAD is {head}, not the pinned {pinned[0].commit}", file=sys.stderr)
    # Without a binary the audit is not run, so sites can be labelled before
    # anyone sees what the audit reports on the app.
    findings = sorted(set(run_audit(Path(arguments.binary), checkout))) if arguments.binary else []
    sampled_findings = stratified_sample(findings, arguments.findings, random.Random(f"{arguments.app}-findings"))
    sites = motion_sites(checkout)
    site_rng = random.Random(f"{arguments.app}-sites")
    sampled_sites = sorted(site_rng.sample(sites, min(arguments.sites, len(sites))))
    print("\t".join(LABELS_HEADER))
    for finding in sampled_findings:
        print(label_row("finding", finding.file, str(finding.line), finding.rule))
    for file, line, _, rule in sampled_sites:
        print(label_row("site", file, str(line), rule))
    patterns: dict[str, int] = {}
    for _, _, name, _ in sites:
        patterns[name] = patterns.get(name, 0) + 1
    findings_summary = (
        f"{len(sampled_findings)} of {len(findings)} findings (seed {arguments.app}-findings)"
        if arguments.binary else "findings not sampled (no --binary: the audit was not run)"
    )
    print(
        f"{arguments.app}: {findings_summary}, "
        f"{len(sampled_sites)} of {len(sites)} motion-site lines in {len(app_swift_files(checkout))} non-test "
        f"Swift files (seed {arguments.app}-sites); candidates by pattern: "
        + ", ".join(f"{name} {n}" for name, n in sorted(patterns.items())),
        file=sys.stderr,
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", default=str(DATA_DIRECTORY),
                        help="folder holding apps.tsv and labels/ (default: the repository's Accuracy/)")
    commands = parser.add_subparsers(dest="command", required=True)

    score = commands.add_parser("score", help="score a motion-audit binary against the labels")
    score.add_argument("--apps", required=True, help="folder holding one checkout per app, named by its id")
    score.add_argument("--binary", required=True, help="the motion-audit executable to score")
    score.add_argument("--app", help="score only this app")
    score.add_argument("--show-unlabelled", action="store_true",
                       help="print unlabelled findings as label rows to fill in")
    score.add_argument("--skip-missing", action="store_true", help="skip apps whose checkout is missing")
    score.add_argument("--json", action="store_true", help="print the figures as JSON")
    score.set_defaults(run=command_score)

    sample = commands.add_parser("sample", help="print seeded candidate label rows for one app")
    sample.add_argument("--apps", required=True, help="folder holding one checkout per app, named by its id")
    sample.add_argument("--binary",
                        help="the motion-audit executable whose findings to sample; without it only motion sites "
                             "are sampled and the audit is not run")
    sample.add_argument("--app", required=True, help="the app's id (its checkout's folder name)")
    sample.add_argument("--findings", type=int, default=DEFAULT_FINDINGS_SAMPLE, help="findings to sample")
    sample.add_argument("--sites", type=int, default=DEFAULT_SITES_SAMPLE, help="motion sites to sample")
    sample.set_defaults(run=command_sample)

    inventory = commands.add_parser("inventory", help="the share of labelled sites the inventory lists")
    inventory.add_argument("--apps", required=True, help="folder holding one checkout per app, named by its id")
    inventory.add_argument("--binary", required=True, help="the motion-audit executable whose inventory to check")
    inventory.add_argument("--app", help="check only this app")
    inventory.add_argument("--skip-missing", action="store_true", help="skip apps whose checkout is missing")
    inventory.add_argument("--json", action="store_true", help="print the figures as JSON")
    inventory.set_defaults(run=command_inventory)

    arguments = parser.parse_args(argv)
    try:
        return arguments.run(arguments)
    except DataError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
