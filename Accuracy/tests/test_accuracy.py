"""Tests of Scripts/accuracy.py on synthetic labels, findings and checkouts.

Run from the repository root: python3 -m unittest discover -s Accuracy/tests
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import os
import random
import subprocess
import sys
import tempfile
import textwrap
import unittest
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "Scripts" / "accuracy.py"
_spec = importlib.util.spec_from_file_location("accuracy", SCRIPT)
accuracy = importlib.util.module_from_spec(_spec)
sys.modules["accuracy"] = accuracy
_spec.loader.exec_module(accuracy)

HEADER = "kind\tfile\tline\trule\tverdict\treason\n"
APPS_HEADER = "app\trepository\tcommit\tkind\tswift_files\tnotes\n"


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def row(*fields: str) -> str:
    return "\t".join(fields) + "\n"


class ReadLabelsTests(unittest.TestCase):
    def setUp(self) -> None:
        self.directory = tempfile.TemporaryDirectory()
        self.root = Path(self.directory.name)

    def tearDown(self) -> None:
        self.directory.cleanup()

    def labels(self, *rows: str) -> Path:
        return write(self.root / "app.tsv", HEADER + "".join(rows))

    def assert_error(self, path: Path, *fragments: str) -> None:
        with self.assertRaises(accuracy.DataError) as raised:
            accuracy.read_labels(path)
        for fragment in fragments:
            self.assertIn(fragment, str(raised.exception))

    def test_reads_findings_and_site_ranges(self) -> None:
        path = self.labels(
            row("finding", "./A.swift", "3", "ungated-explicit-animation", "correct", "spring moves the card"),
            row("site", "B.swift", "10-12", "-", "ignore", "opacity only"),
        )
        finding, site = accuracy.read_labels(path)
        self.assertEqual((finding.file, finding.first_line, finding.last_line), ("A.swift", 3, 3))
        self.assertEqual((site.first_line, site.last_line, site.rule), (10, 12, "-"))
        self.assertTrue(site.covers("B.swift", 11))
        self.assertFalse(site.covers("B.swift", 13))

    def test_wrong_field_count_names_file_and_line(self) -> None:
        path = self.labels(row("finding", "A.swift", "3", "rule-id", "correct"))
        self.assert_error(path, f"{path}:2:", "5 tab-separated fields, expected 6")

    def test_verdict_must_fit_the_kind(self) -> None:
        path = self.labels(row("finding", "A.swift", "3", "rule-id", "report", "why"))
        self.assert_error(path, f"{path}:2:", "verdict 'report' of a finding is not one of correct, wrong")

    def test_bad_line_rule_reason_and_path_are_each_named(self) -> None:
        path = self.labels(
            row("site", "/abs/A.swift", "0", "12-15", "report", ""),
        )
        self.assert_error(
            path,
            f"{path}:2: file '/abs/A.swift' must be relative",
            f"{path}:2: line '0' must be a 1-based line number",
            f"{path}:2: rule '12-15' is not a rule id",
            f"{path}:2: reason is empty",
        )

    def test_finding_has_one_line_and_a_rule(self) -> None:
        path = self.labels(row("finding", "A.swift", "3-4", "-", "wrong", "why"))
        self.assert_error(path, "a finding has one line", "a finding names the rule")

    def test_duplicate_row_points_at_the_first(self) -> None:
        first = row("site", "A.swift", "3", "-", "ignore", "why")
        path = self.labels(first, "\n", first)
        self.assert_error(path, f"{path}:4: the same site is already labelled on line 2")

    def test_header_is_checked(self) -> None:
        path = write(self.root / "bad.tsv", "kind\tfile\tline\n")
        self.assert_error(path, f"{path}:1: the header must be")

    def test_missing_file_is_named(self) -> None:
        self.assert_error(self.root / "absent.tsv", "absent.tsv: no such file")

    def test_apps_rows_are_validated(self) -> None:
        path = write(
            self.root / "apps.tsv",
            APPS_HEADER + row("Bad App", "owner", "abc", "SwiftUI", "many", ""),
        )
        with self.assertRaises(accuracy.DataError) as raised:
            accuracy.read_apps(path)
        message = str(raised.exception)
        for fragment in ["short lowercase id", "must be owner/name", "40 lowercase hexadecimal", "whole number"]:
            self.assertIn(fragment, message)


def label(kind: str, file: str, line: str, rule: str, verdict: str, reason: str = "why") -> "accuracy.Label":
    first, last = accuracy.parse_line_range(line)
    return accuracy.Label(kind, file, first, last, rule, verdict, reason, "labels.tsv", 0)


class ScoreTests(unittest.TestCase):
    def test_precision_per_rule_from_finding_and_site_labels(self) -> None:
        findings = [
            accuracy.Finding("A.swift", 1, "spring"),
            accuracy.Finding("A.swift", 5, "spring"),
            accuracy.Finding("A.swift", 9, "spring"),
            accuracy.Finding("B.swift", 2, "move"),
            accuracy.Finding("B.swift", 7, "move"),
            accuracy.Finding("C.swift", 4, "observer"),
        ]
        labels = [
            label("finding", "A.swift", "1", "spring", "correct"),
            label("finding", "A.swift", "5", "spring", "wrong"),
            label("site", "A.swift", "8-10", "spring", "report"),
            label("site", "B.swift", "1-3", "-", "ignore"),
            # A site of another rule says nothing about this finding.
            label("site", "B.swift", "7", "spring", "ignore"),
        ]
        score = accuracy.score_app(findings, labels)
        self.assertEqual(score.findings, 6)
        self.assertEqual((score.by_rule["spring"].correct, score.by_rule["spring"].wrong), (2, 1))
        self.assertAlmostEqual(score.by_rule["spring"].precision, 2 / 3)
        self.assertEqual((score.by_rule["move"].correct, score.by_rule["move"].wrong), (0, 1))
        self.assertEqual(score.by_rule["move"].unlabelled, 1)
        self.assertIsNone(score.by_rule["observer"].precision)
        self.assertEqual(
            score.unlabelled, [accuracy.Finding("B.swift", 7, "move"), accuracy.Finding("C.swift", 4, "observer")]
        )
        self.assertEqual(score.labelled, 4)

    def test_precision_per_severity_counts_each_severity_apart(self) -> None:
        findings = [
            accuracy.Finding("A.swift", 1, "spring", severity="warning"),
            accuracy.Finding("A.swift", 2, "spring", severity="warning"),
            accuracy.Finding("A.swift", 3, "spring", severity="note"),
            accuracy.Finding("A.swift", 4, "spring", severity="note"),
            accuracy.Finding("A.swift", 5, "spring"),
        ]
        labels = [
            label("finding", "A.swift", "1", "spring", "correct"),
            label("finding", "A.swift", "2", "spring", "wrong"),
            label("site", "A.swift", "3", "-", "report"),
            label("finding", "A.swift", "5", "spring", "correct"),
        ]
        score = accuracy.score_app(findings, labels)
        warning, note, unknown = (score.by_severity[s] for s in ("warning", "note", "-"))
        self.assertEqual((warning.correct, warning.wrong, warning.unlabelled), (1, 1, 0))
        self.assertEqual((note.correct, note.wrong, note.unlabelled), (1, 0, 1))
        self.assertEqual((unknown.correct, unknown.wrong), (1, 0))
        self.assertEqual(score.by_rule["spring"].correct, 3)
        total = accuracy.Score()
        total.add(score)
        total.add(score)
        self.assertEqual(total.by_severity["warning"].wrong, 2)

    def test_recall_counts_any_finding_inside_a_report_site(self) -> None:
        findings = [accuracy.Finding("A.swift", 12, "spring"), accuracy.Finding("B.swift", 30, "other")]
        labels = [
            label("site", "A.swift", "10-14", "spring", "report", "found"),
            label("site", "A.swift", "20", "spring", "report", "missed"),
            label("site", "B.swift", "30", "loop", "report", "found by another rule"),
            label("site", "B.swift", "40", "-", "ignore"),
        ]
        score = accuracy.score_app(findings, labels)
        self.assertEqual((score.recall.found, score.recall.sites), (2, 3))
        self.assertEqual((score.recall_by_rule["spring"].found, score.recall_by_rule["spring"].sites), (1, 2))
        self.assertEqual(score.recall_by_rule["loop"].recall, 1.0)
        self.assertEqual([site.reason for site in score.missed], ["missed"])

    def test_recall_counts_a_related_position_inside_a_report_site(self) -> None:
        transition = accuracy.Finding("A.swift", 30, "transition", related=(("A.swift", 12),))
        labels = [
            label("site", "A.swift", "12", "spring", "report", "drives the transition"),
            label("site", "A.swift", "40", "spring", "report", "missed"),
            label("site", "B.swift", "12", "spring", "report", "same line, other file"),
        ]
        score = accuracy.score_app([transition], labels)
        self.assertEqual((score.recall.found, score.recall.sites), (1, 3))
        self.assertEqual([site.reason for site in score.missed], ["missed", "same line, other file"])
        # Related positions take no part in matching a finding to its label.
        self.assertEqual(transition, accuracy.Finding("A.swift", 30, "transition"))

    def test_labelled_findings_the_build_no_longer_reports_are_listed(self) -> None:
        labels = [
            label("finding", "A.swift", "1", "spring", "correct", "lost"),
            label("finding", "A.swift", "2", "spring", "wrong", "fixed"),
        ]
        score = accuracy.score_app([], labels)
        self.assertEqual(sorted(l.reason for l in score.no_longer_reported), ["fixed", "lost"])
        self.assertEqual(score.labelled, 0)

    def test_disagreeing_finding_and_site_labels_are_reported(self) -> None:
        labels = [
            label("finding", "A.swift", "3", "spring", "correct"),
            label("site", "A.swift", "2-4", "spring", "ignore"),
        ]
        score = accuracy.score_app([accuracy.Finding("A.swift", 3, "spring")], labels)
        self.assertEqual(len(score.conflicts), 1)
        self.assertEqual(score.by_rule["spring"].correct, 1)

    def test_totals_add_apps(self) -> None:
        first = accuracy.score_app(
            [accuracy.Finding("A.swift", 1, "spring")], [label("finding", "A.swift", "1", "spring", "correct")]
        )
        second = accuracy.score_app(
            [accuracy.Finding("A.swift", 1, "spring")], [label("finding", "A.swift", "1", "spring", "wrong")]
        )
        total = accuracy.Score()
        total.add(first)
        total.add(second)
        self.assertEqual(total.findings, 2)
        self.assertEqual(total.by_rule["spring"].precision, 0.5)


class SampleTests(unittest.TestCase):
    def test_stratified_sample_gives_every_rule_some_and_is_seeded(self) -> None:
        findings = [accuracy.Finding("A.swift", n, "common") for n in range(1, 100)]
        findings += [accuracy.Finding("B.swift", 1, "rare")]
        first = accuracy.stratified_sample(findings, 10, random.Random("app-findings"))
        again = accuracy.stratified_sample(findings, 10, random.Random("app-findings"))
        self.assertEqual(first, again)
        self.assertEqual(len(first), 10)
        self.assertIn(accuracy.Finding("B.swift", 1, "rare"), first)

    def test_sample_takes_all_when_fewer(self) -> None:
        findings = [accuracy.Finding("A.swift", 2, "x"), accuracy.Finding("A.swift", 1, "x")]
        self.assertEqual(accuracy.stratified_sample(findings, 30, random.Random(0)), sorted(findings))

    def test_motion_sites_skip_tests_comments_and_unanimated_scrolls(self) -> None:
        with tempfile.TemporaryDirectory() as directory:
            root = Path(directory)
            write(
                root / "App" / "View.swift",
                textwrap.dedent(
                    """\
                    // withAnimation { commented }
                    withAnimation(.bouncy) { open = true }
                    UIView.transition(with: view, duration: 1, options: .transitionCrossDissolve) {}
                    proxy.scrollTo(id)
                    withAnimation {
                      proxy.scrollTo(id)
                    }
                    """
                ),
            )
            write(root / "AppTests" / "ViewTests.swift", "withAnimation { x = 1 }\n")
            write(root / "App" / "LayoutTests.swift", "withAnimation { x = 1 }\n")
            sites = accuracy.motion_sites(root)
        self.assertEqual(
            sites,
            [
                ("App/View.swift", 2, "withAnimation", "ungated-explicit-animation"),
                ("App/View.swift", 3, "UIView.transition", "ungated-uikit-animation"),
                ("App/View.swift", 5, "withAnimation", "ungated-explicit-animation"),
                ("App/View.swift", 6, "scrollTo( in withAnimation", "ungated-explicit-animation"),
            ],
        )


class InventoryCoverageTests(unittest.TestCase):
    def label(self, kind: str, file: str, line: str, verdict: str) -> "accuracy.Label":
        first, _, last = line.partition("-")
        return accuracy.Label(kind, file, int(first), int(last or first), "-", verdict, "r", "labels.tsv", 2)

    def test_share_counts_site_labels_holding_an_inventory_site(self) -> None:
        labels = [
            self.label("site", "A.swift", "10", "report"),
            self.label("site", "A.swift", "20-22", "ignore"),
            self.label("site", "B.swift", "5", "report"),
            self.label("finding", "B.swift", "7", "correct"),
        ]
        coverage = accuracy.inventory_coverage([("A.swift", 10), ("A.swift", 22), ("C.swift", 5)], labels)
        self.assertEqual((coverage.sites, coverage.listed), (3, 2))
        self.assertEqual((coverage.report_sites, coverage.report_listed), (2, 1))
        self.assertEqual([label.file for label in coverage.unlisted], ["B.swift"])
        self.assertAlmostEqual(coverage.share, 2 / 3)
        self.assertEqual(coverage.inventory_sites, 3)

    def test_a_site_in_another_file_or_line_is_not_listed(self) -> None:
        coverage = accuracy.inventory_coverage([("A.swift", 11), ("B.swift", 10)],
                                               [self.label("site", "A.swift", "10", "report")])
        self.assertEqual(coverage.listed, 0)
        self.assertEqual(coverage.report_share, 0.0)


class CommandTests(unittest.TestCase):
    """The subcommands end to end, with a stand-in audit binary and a throwaway git checkout."""

    def setUp(self) -> None:
        self.directory = tempfile.TemporaryDirectory()
        root = Path(self.directory.name)
        self.apps = root / "apps"
        self.data = root / "data"
        checkout = self.apps / "demo"
        write(checkout / "Sources" / "Card.swift", "withAnimation(.bouncy) { open = true }\nText(\"x\")\n")
        git = ["git", "-C", str(checkout)]
        environment = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
                       "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"}
        subprocess.run(["git", "init", "-q", str(checkout)], check=True)
        subprocess.run(git + ["add", "."], check=True)
        subprocess.run(git + ["commit", "-qm", "c"], check=True, env=environment)
        self.commit = subprocess.run(git + ["rev-parse", "HEAD"], check=True, capture_output=True,
                                     text=True).stdout.strip()
        report = {"findings": [
            {"file": str(checkout.resolve() / "Sources" / "Card.swift"), "line": 1, "rule": "spring",
             "severity": "warning"},
            {"file": str(checkout.resolve() / "Sources" / "Card.swift"), "line": 2, "rule": "other"},
        ]}
        self.binary = write(root / "fake-audit", "#!/bin/sh\ncat <<'EOF'\n" + json.dumps(report) + "\nEOF\nexit 1\n")
        self.binary.chmod(0o755)
        write(self.data / "labels" / "demo.tsv", HEADER
              + row("finding", "Sources/Card.swift", "1", "spring", "correct", "card bounces open")
              + row("site", "Sources/Card.swift", "1", "spring", "report", "card bounces open"))

    def tearDown(self) -> None:
        self.directory.cleanup()

    def run_main(self, *arguments: str) -> tuple[int, str, str]:
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = accuracy.main(["--data", str(self.data), *arguments])
        return status, out.getvalue(), err.getvalue()

    def pin(self, commit: str) -> None:
        write(self.data / "apps.tsv", APPS_HEADER + row("demo", "owner/demo", commit, "SwiftUI", "1", ""))

    def test_score_prints_figures_and_unlabelled_rows(self) -> None:
        self.pin(self.commit)
        status, out, _ = self.run_main("score", "--apps", str(self.apps), "--binary", str(self.binary),
                                       "--show-unlabelled")
        self.assertEqual(status, 0)
        self.assertIn("HEAD is the pinned commit", out)
        self.assertIn("findings 2, labelled 1, unlabelled 1", out)
        self.assertRegex(out, r"\n  warning +1 +0 +0 +100\.0%\n")
        self.assertIn("recall: 1 of 1 report-sites found (100.0%)", out)
        self.assertIn("finding\tSources/Card.swift\t2\tother\t\t", out)

    def test_inventory_prints_the_share_of_labelled_sites_listed(self) -> None:
        self.pin(self.commit)
        checkout = (self.apps / "demo").resolve()
        inventory = {"screens": [{"screen": "Card", "sites": [
            {"file": str(checkout / "Sources" / "Card.swift"), "line": 1},
            {"file": str(checkout / "Sources" / "Card.swift"), "line": 2},
        ]}]}
        binary = write(Path(self.directory.name) / "fake-inventory",
                       "#!/bin/sh\n[ \"$1\" = inventory ] || exit 9\ncat <<'EOF'\n" + json.dumps(inventory)
                       + "\nEOF\n")
        binary.chmod(0o755)
        status, out, _ = self.run_main("inventory", "--apps", str(self.apps), "--binary", str(binary))
        self.assertEqual(status, 0)
        self.assertIn("inventory: 2 sites listed; labelled sites listed: 1 of 1 (100.0%), report-sites 1 of 1",
                      out)
        status, out, _ = self.run_main("inventory", "--apps", str(self.apps), "--binary", str(binary), "--json")
        self.assertEqual(json.loads(out)["total"]["share"], 1.0)

    def test_inventory_names_a_failing_binary(self) -> None:
        self.pin(self.commit)
        status, _, err = self.run_main("inventory", "--apps", str(self.apps), "--binary", str(self.binary))
        self.assertEqual(status, 2)
        self.assertIn("inventory exited 1", err)

    def test_score_lists_unlabelled_findings_and_sums_apps(self) -> None:
        self.pin(self.commit)
        with (self.data / "apps.tsv").open("a", encoding="utf-8") as apps:
            apps.write(row("again", "owner/demo", self.commit, "SwiftUI", "1", ""))
        (self.apps / "again").symlink_to(self.apps / "demo")
        write(self.data / "labels" / "again.tsv", HEADER
              + row("finding", "Sources/Card.swift", "1", "spring", "wrong", "judged otherwise"))
        status, out, _ = self.run_main("score", "--apps", str(self.apps), "--binary", str(self.binary))
        self.assertEqual(status, 0)
        self.assertIn("unlabelled findings (--show-unlabelled prints them as label rows):", out)
        self.assertIn("  Sources/Card.swift:2 [other]", out)
        total = out.split("== total: 2 apps ==")[1]
        self.assertIn("findings 4, labelled 2, unlabelled 2", total)
        self.assertIn("50.0%", total)

    def test_score_json(self) -> None:
        self.pin(self.commit)
        status, out, _ = self.run_main("score", "--apps", str(self.apps), "--binary", str(self.binary), "--json")
        self.assertEqual(status, 0)
        document = json.loads(out)
        app = document["apps"][0]
        self.assertTrue(app["commitMatches"])
        self.assertEqual(app["precisionByRule"]["spring"]["precision"], 1.0)
        self.assertEqual(app["precisionBySeverity"]["warning"]["precision"], 1.0)
        self.assertEqual(app["precisionBySeverity"]["-"]["unlabelled"], 1)
        self.assertEqual(document["total"]["recall"]["recall"], 1.0)

    def test_score_says_when_the_checkout_is_not_at_the_pinned_commit(self) -> None:
        self.pin("0" * 40)
        status, out, err = self.run_main("score", "--apps", str(self.apps), "--binary", str(self.binary))
        self.assertEqual(status, 1)
        self.assertIn(f"HEAD is {self.commit}, not the pinned {'0' * 40}", out)
        self.assertIn("not at their pinned commit: demo", err)

    def test_score_names_a_malformed_label_row(self) -> None:
        self.pin(self.commit)
        path = self.data / "labels" / "demo.tsv"
        write(path, HEADER + row("finding", "Sources/Card.swift", "one", "spring", "correct", "why"))
        status, _, err = self.run_main("score", "--apps", str(self.apps), "--binary", str(self.binary))
        self.assertEqual(status, 2)
        self.assertIn(f"{path}:2: line 'one'", err)

    def test_score_names_a_missing_checkout(self) -> None:
        write(self.data / "apps.tsv", APPS_HEADER + row("absent", "owner/absent", self.commit, "UIKit", "1", ""))
        status, _, err = self.run_main("score", "--apps", str(self.apps), "--binary", str(self.binary))
        self.assertEqual(status, 2)
        self.assertIn("no checkout of absent", err)

    def test_sample_prints_label_rows(self) -> None:
        self.pin(self.commit)
        status, out, err = self.run_main("sample", "--apps", str(self.apps), "--binary", str(self.binary),
                                         "--app", "demo")
        self.assertEqual(status, 0)
        lines = out.splitlines()
        self.assertEqual(lines[0], HEADER.strip())
        self.assertIn("finding\tSources/Card.swift\t1\tspring\t\t", lines)
        self.assertIn("site\tSources/Card.swift\t1\tungated-explicit-animation\t\t", lines)
        self.assertIn("seed demo-findings", err)

    def test_sample_without_a_binary_prints_only_sites_and_runs_no_audit(self) -> None:
        self.pin(self.commit)
        status, out, err = self.run_main("sample", "--apps", str(self.apps), "--app", "demo")
        self.assertEqual(status, 0)
        lines = out.splitlines()
        self.assertEqual(lines[0], HEADER.strip())
        self.assertEqual(lines[1:], ["site\tSources/Card.swift\t1\tungated-explicit-animation\t\t"])
        self.assertIn("the audit was not run", err)
        self.assertIn("seed demo-sites", err)


if __name__ == "__main__":
    unittest.main()
