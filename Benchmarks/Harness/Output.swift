import Foundation
import MotionAuditSemantics

/// Prints the benchmark's lines and tables as they are measured.
struct Output {
  func line(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  /// Columns padded to their widest cell; numbers right-aligned.
  func table(header: [String], rows: [[String]]) {
    let all = [header] + rows
    var widths = [Int](repeating: 0, count: header.count)
    for row in all {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    for (rowIndex, row) in all.enumerated() {
      var text = ""
      for (index, cell) in row.enumerated() {
        let padding = String(repeating: " ", count: widths[index] - cell.count)
        text += index == 0 || rowIndex == 0 ? cell + padding : padding + cell
        if index < row.count - 1 { text += "  " }
      }
      line(text.trimmingCharacters(in: .whitespaces))
    }
  }

  static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
  static func integer(_ value: Double) -> String { String(format: "%.0f", value) }
  static func percent(_ share: Double) -> String { String(format: "%.0f%%", share * 100) }
  static func megabytes(_ bytes: Int) -> String {
    bytes < 1_048_576
      ? String(format: "%.0f KB", Double(bytes) / 1_024)
      : String(format: "%.1f MB", Double(bytes) / 1_048_576)
  }
}
