/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     TreeNode *left;
 *     TreeNode *right;
 *     TreeNode() : val(0), left(nullptr), right(nullptr) {}
 *     TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
 *     TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
 * };
 */
class Solution {
public:
    vector<vector<int>> zigzagLevelOrder(TreeNode* root) {
        vector<vector<int>> levels;
        queue<TreeNode*> pending;
        if (root) pending.push(root);
        bool reversed = false;
        while (!pending.empty()) {
            vector<int> level;
            for (int i = pending.size(); i > 0; i--) {
                TreeNode* node = pending.front();
                pending.pop();
                level.push_back(node->val);
                if (node->left) pending.push(node->left);
                if (node->right) pending.push(node->right);
            }
            if (reversed) reverse(level.begin(), level.end());
            reversed = !reversed;
            levels.push_back(level);
        }
        return levels;
    }
};
