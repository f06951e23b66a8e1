import Foundation
import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSources
import TestSupport

/// Reports built from real audits, for the reporters' tests.
enum ReportFixtures {
  static let repositoryRoot = RepositoryFiles.root.path

  /// Audits `files` (name → source) as if they were files of a project at `/project`.
  static func report(
    _ files: [(name: String, source: String)], skipped: [SkippedFile] = [],
    threshold: Severity = .warning
  ) -> AuditReport {
    let results = AuditThread.run {
      files.map { file in
        FileAuditor.audit(file: file.name, bytes: Array(file.source.utf8), settings: .defaults)
      }
    }
    return AuditReport(results: results, skipped: skipped, threshold: threshold)
  }

  /// The audit of `Examples/NaiveApp`, run from the repository root.
  static func naiveApp() throws -> AuditReport {
    try AuditRunner.run(
      AuditRequest(paths: ["Examples/NaiveApp"], currentDirectory: repositoryRoot))
  }

  static let springCard = """
    struct Card: View {
        @State private var isOpen = false
        var body: some View {
            Button("Open") { withAnimation(.bouncy) { isOpen.toggle() } }
        }
    }

    """

  /// `springCard` with lines added above the finding.
  static let springCardShifted = """
    import SwiftUI

    /// A card that opens.
    struct Card: View {
        @State private var isOpen = false
        var body: some View {
            Button("Open") { withAnimation(.bouncy) { isOpen.toggle() } }
        }
    }

    """

  /// A panel that slides in under a spring: one finding at the transition, the spring related.
  static let slidingPanel = """
    struct Sheet: View {
        @State private var isShown = false
        var body: some View {
            Button("Show") { withAnimation(.bouncy) { isShown = true } }
            if isShown {
                Panel().transition(.move(edge: .bottom))
            }
        }
    }

    """

  static let projectPaths = RepositoryPaths(root: "/project", currentDirectory: "/project")
}
