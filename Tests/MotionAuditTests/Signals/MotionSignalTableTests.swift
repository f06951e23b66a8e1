import Foundation
import MotionAuditSemantics
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

/// The names MotionAware's sources declare: types, functions, properties and enum cases.
private let motionAwareDeclarations: Set<String> = {
  var names: Set<String> = []
  let sources = URL(fileURLWithPath: RepositoryFiles.root.path).appendingPathComponent("Sources")
  let targets =
    (try? FileManager.default.contentsOfDirectory(atPath: sources.path))?.filter {
      $0.hasPrefix("MotionAware")
    } ?? []
  for target in targets {
    let enumerator = FileManager.default.enumerator(
      at: sources.appendingPathComponent(target), includingPropertiesForKeys: nil)
    while let file = enumerator?.nextObject() as? URL {
      guard file.pathExtension == "swift", let text = try? String(contentsOf: file, encoding: .utf8)
      else { continue }
      Parser.parse(source: text).walkDescendants { node in
        if let function = node.as(FunctionDeclSyntax.self) {
          names.insert(function.name.identifierName)
        } else if let binding = node.as(PatternBindingSyntax.self),
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
        {
          names.insert(name.identifierName)
        } else if let element = node.as(EnumCaseElementSyntax.self) {
          names.insert(element.name.identifierName)
        } else if let type = node.asProtocol(NamedDeclSyntax.self) {
          names.insert(type.name.identifierName)
        }
        return .visitChildren
      }
    }
  }
  return names
}()

/// MotionAware's names in the signal table are declared by MotionAware: renaming one in the
/// library without the table fails here instead of silently ending its recognition.
@Test func motionAwareNamesInTheSignalTableAreDeclaredByMotionAware() {
  #expect(motionAwareDeclarations.contains("MotionPreferences"), "the sources were not read")
  let rows = MotionSignalTable.rows.filter { $0.source == .motionAware }
  #expect(rows.count >= 10)
  for row in rows {
    switch row.pattern {
    case .callPrefix(let prefix):
      #expect(
        motionAwareDeclarations.contains { $0.hasPrefix(prefix) },
        "no MotionAware function starts with \(prefix)")
    default:
      #expect(
        motionAwareDeclarations.contains(row.text), "MotionAware declares no \(row.text)")
    }
    if let member = row.boolMember {
      #expect(motionAwareDeclarations.contains(member), "MotionAware declares no \(member)")
    }
  }
  for name in MotionAwareAPI.observers.union(MotionAwareAPI.animationAdapters) {
    #expect(motionAwareDeclarations.contains(name), "MotionAware declares no \(name)")
  }
}

/// Each signal is one row: a name, key or fragment appears once per setting.
@Test func eachSignalIsOneRow() {
  var seen: Set<String> = []
  for row in MotionSignalTable.rows {
    #expect(seen.insert("\(row.setting) \(row.pattern)").inserted, "\(row.text) is written twice")
  }
}

/// The readers of the table see its rows: a row's name is a signal of its setting, and its
/// notification is a motion setting's.
@Test func theSignalReadersFollowTheTable() {
  for row in MotionSignalTable.rows where row.source == .system {
    switch row.setting {
    case .reduceMotion, .crossFadeTransitions:
      #expect(ReduceMotionSignals.isSignalByName(row.text), "\(row.text)")
    case .animatedImages:
      if case .environmentKey(let key) = row.pattern {
        #expect(AnimatedImagesSignals.environmentKeys.contains(key))
      } else {
        #expect(AnimatedImagesSignals.isSignalByName(row.text), "\(row.text)")
      }
    case .videoAutoplay:
      #expect(VideoAutoplaySignals.vocabulary.contains(row.text), "\(row.text)")
    case .dimFlashingLights:
      break
    }
    if let notification = row.changeNotification {
      #expect(
        MotionSettingNotifications.isMotionSettingNotification("UIAccessibility." + notification))
    }
  }
  // A setting's signals are not another's.
  #expect(!ReduceMotionSignals.isSignalByName("isVideoAutoplayEnabled"))
  #expect(!VideoAutoplaySignals.vocabulary.contains("isReduceMotionEnabled"))
  #expect(ReduceMotionCorrection.propertyName == "reduceMotion")
}
