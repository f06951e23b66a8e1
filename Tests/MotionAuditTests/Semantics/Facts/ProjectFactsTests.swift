import Foundation
import TestSupport
import Testing

@testable import MotionAuditSemantics
@testable import MotionAuditSources

@Suite struct ProjectFactsTests {
  /// The facts of the example apps, which declare helpers, settings, geometry members, methods and
  /// animated states.
  private func exampleFacts() throws -> ProjectFacts {
    var sources: [String] = []
    for app in ["Examples/NaiveApp", "Examples/PipApp"] {
      let discovery = try SourceDiscovery.discover(app, currentDirectory: RepositoryFiles.root.path)
      for file in discovery.files {
        sources.append(try String(contentsOfFile: file.resolvedPath, encoding: .utf8))
      }
    }
    return ProjectFacts(sources: sources)
  }

  /// A cached result depends on the answers to the names it asked about: every name any of the
  /// facts describes has an answer, and a name none describes has the empty one.
  @Test func everyDescribedNameHasAnAnswer() throws {
    let facts = try exampleFacts()
    var collections = 0
    for child in Mirror(reflecting: facts).children {
      let names: [String]
      if let set = child.value as? Set<String> {
        names = Array(set)
      } else if let dictionary = child.value as? [String: Any] {
        names = Array(dictionary.keys)
      } else {
        continue
      }
      if !names.isEmpty { collections += 1 }
      for name in names {
        #expect(!facts.answer(for: name).isEmpty, "\(child.label ?? "?"): \(name)")
      }
    }
    #expect(collections >= 5)
    #expect(facts.answer(for: "nameNoFileDeclares").isEmpty)
  }
}
